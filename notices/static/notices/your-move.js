// "Your move" at a table: the tab's title gains "(Your move)" and its icon a red dot while the
// table shows your move (.your-turn), unless the player turned the marker off in their settings.
(function () {
  "use strict";
  var icon = document.getElementById("page-icon");
  if (!icon || icon.dataset.marker !== "on") return;
  var plainTitle = document.title.replace(/^\(Your move\) /, "");
  var plainIcon = icon.getAttribute("href");

  function mark() {
    var mine = !!document.querySelector("#table .your-turn");
    document.title = (mine ? "(Your move) " : "") + plainTitle;
    var wanted = mine ? icon.dataset.move : plainIcon;
    if (icon.getAttribute("href") !== wanted) icon.setAttribute("href", wanted);
    document.documentElement.classList.toggle("your-move", mine);
  }

  document.addEventListener("table:swapped", mark);
  mark();
})();
