// The match set-up page (play/new.html). A static file: the site's Content-Security-Policy allows no inline script.
// Options default from the chosen deck: picking a saved deck picks its format (and its player
// count, which sizes a reserve fleet: the page reloads with that count, keeping the deck).
document.querySelectorAll("select[id$=_saved]").forEach(function (select) {
  select.addEventListener("change", function () {
    var option = select.selectedOptions[0], format = document.getElementById("format");
    if (!option || !option.value) return;
    if (format && option.dataset.format) {
      format.value = option.dataset.format;
      followFormat();
    }
    var players = document.querySelector("select[name=players]");
    if (players && option.dataset.players && players.value !== option.dataset.players && select.id === "deck_0_saved") {
      location.search = "?game=" + encodeURIComponent(select.dataset.game) + "&players=" + option.dataset.players + "&deck=" + option.value;
    }
  });
});

// Options follow the deck's format (issue 27): a Sealed deck ticks the Sealed Deck option. Each
// format's <option> carries the options it implies; the players may still change them after.
function followFormat() {
  var format = document.getElementById("format");
  var chosen = format && format.selectedOptions[0];
  if (!chosen || !chosen.dataset.options) return;
  var implied = JSON.parse(chosen.dataset.options);
  Object.keys(implied).forEach(function (name) {
    var input = document.getElementById("option_" + name);
    if (!input) return;
    if (input.type === "checkbox") input.checked = Boolean(implied[name]);
    else input.value = implied[name];
  });
}
var formatSelect = document.getElementById("format");
if (formatSelect) formatSelect.addEventListener("change", followFormat);
