// The card search form asks again on submit, on change and 400 ms after a key: one search can set
// off two or three of these. A request for the query already shown (or already on its way) is
// dropped here, because its answer would push the same address again, and a pushState that lands
// while the player is following a link to a card cancels that navigation.
(function () {
  "use strict";
  var FORM = "form.card-search";
  var asked = null;  // the query the results show, or that the last request issued asks for

  function query(form) {
    return new URLSearchParams(new FormData(form)).toString();
  }

  function shown() {
    var form = document.querySelector(FORM);
    asked = form ? query(form) : null;
  }

  document.addEventListener("DOMContentLoaded", shown);
  // Back and forward restore the page with its own form: its query is the one shown.
  document.addEventListener("htmx:historyRestore", shown);

  document.addEventListener("htmx:confirm", function (evt) {
    var form = evt.detail.elt;
    if (!form.matches || !form.matches(FORM)) {
      // A page link or a suggested search changes what the results show.
      if (evt.detail.target && evt.detail.target.id === "results") asked = null;
      return;
    }
    var q = query(form);
    if (q === asked) {
      evt.preventDefault();
      return;
    }
    asked = q;
  });

  // A search that failed shows nothing new: asking the same again must be allowed.
  ["htmx:responseError", "htmx:sendError", "htmx:timeout"].forEach(function (name) {
    document.addEventListener(name, function (evt) {
      if (evt.detail.elt && evt.detail.elt.matches && evt.detail.elt.matches(FORM)) asked = null;
    });
  });

  // The type menu follows a type named in the search box ("t:S"), as the page does when it is
  // served (cardbase.views.query_type, issue 27): its "any" reads "S · Ship (from the search box)".
  document.addEventListener("input", function (evt) {
    if (!evt.target.matches || !evt.target.matches(FORM + " input[name=q]")) return;
    var select = evt.target.form.querySelector("select[name=type]");
    if (!select) return;
    var any = select.options[0], text = evt.target.value;
    var found = text.match(/(?:^|\s)(?:t|type)[:=]([A-Za-z/]+)(?=\s|$)/gi) || [];
    var label = any.dataset.any || "any";
    if (found.length === 1 && !/(?:^|\s)(or|-t:|-type:)/i.test(text)) {
      var code = found[0].trim().split(/[:=]/)[1].toUpperCase();
      for (var i = 1; i < select.options.length; i++) {
        if (select.options[i].value.toUpperCase() === code) { label = select.options[i].textContent + " (from the search box)"; break; }
      }
    }
    any.textContent = label;
  });
})();
