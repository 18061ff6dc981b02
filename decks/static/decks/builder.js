// Deck builder: keyboard shortcuts, and keeping focus and the deck version across htmx swaps.
(function () {
  "use strict";
  var lastFocus = null;
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT");
    if (event.key === "/" && !typing) {
      var search = document.getElementById("card-query");
      if (search) { event.preventDefault(); search.focus(); search.select(); }
    } else if ((event.ctrlKey || event.metaKey) && event.key === "z" && !typing) {
      var undo = document.getElementById("undo");
      if (undo) { event.preventDefault(); undo.click(); }
    }
  });
  document.body.addEventListener("htmx:beforeRequest", function () {
    var active = document.activeElement;
    lastFocus = active && active.id ? active.id : null;
  });
  document.body.addEventListener("htmx:afterSwap", function () {
    // Every form on the page saves against the version the server just rendered.
    var current = document.getElementById("deck-version");
    if (current) {
      document.querySelectorAll("input.deck-version").forEach(function (input) { input.value = current.value; });
    }
    if (lastFocus) {
      var again = document.getElementById(lastFocus);
      if (again && document.activeElement !== again) { again.focus(); }
    }
  });
})();
