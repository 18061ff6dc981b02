// The card popover: wherever a card is named (data-peek="<game>/<key>" or data-peek-id="<card id>"),
// hovering, focusing or tapping the name shows the card's face, stats and text without leaving
// the page. Escape (or tapping elsewhere) closes it. One popover per page, filled from
// /cards/<game>/<key>/peek/ (or /cards/id/<id>/peek/) and cached. A name with data-note (a card
// the rules engine does not play in full, at a table) shows that note first.
(function () {
  "use strict";
  var SELECTOR = "[data-peek], [data-peek-id]";
  var cache = {};
  var box = null, owner = null, showTimer = null, hideTimer = null, lastTouch = 0;

  function url(el) {
    if (el.dataset.peek) {
      var parts = el.dataset.peek.split("/");
      return "/cards/" + encodeURIComponent(parts[0]) + "/" + encodeURIComponent(parts.slice(1).join("/")) + "/peek/";
    }
    return "/cards/id/" + encodeURIComponent(el.dataset.peekId) + "/peek/";
  }

  function popover() {
    if (box) return box;
    box = document.createElement("div");
    box.id = "card-peek";
    box.className = "card-peek";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-label", "Card");
    box.hidden = true;
    box.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    box.addEventListener("mouseleave", function () { hideSoon(); });
    document.body.appendChild(box);
    return box;
  }

  function place(el) {
    var b = popover();
    if (window.innerWidth < 600) { b.classList.add("sheet"); b.style.left = ""; b.style.top = ""; return; }
    b.classList.remove("sheet");
    var r = el.getBoundingClientRect();
    var w = b.offsetWidth || 460, h = b.offsetHeight || 300;
    var left = Math.min(Math.max(8, r.left), window.innerWidth - w - 8);
    var top = r.bottom + 6;
    if (top + h > window.innerHeight - 8) top = Math.max(8, r.top - h - 6);
    b.style.left = left + "px";
    b.style.top = top + "px";
  }

  function show(el) {
    clearTimeout(hideTimer); clearTimeout(showTimer);
    var b = popover(), u = url(el);
    owner = el;
    el.setAttribute("aria-expanded", "true");
    function fill(html) {
      if (owner !== el) return;
      b.innerHTML = html + '<button type="button" class="peek-close secondary small" aria-label="Close">×</button>';
      if (el.dataset.note) {
        // What the card does in this match (a table's data-note, issue 27), above its face.
        var note = document.createElement("p");
        note.className = "peek-note";
        note.textContent = el.dataset.note;
        b.insertBefore(note, b.firstChild);
      }
      b.hidden = false;
      place(el);
    }
    if (cache[u]) { fill(cache[u]); return; }
    b.innerHTML = '<p class="meta">Loading the card…</p>'; b.hidden = false; place(el);
    fetch(u, { credentials: "same-origin" }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    }).then(function (html) { cache[u] = html; fill(html); })
      .catch(function () { fill('<p class="meta">This card has no page here.</p>'); });
  }

  function hide() {
    clearTimeout(showTimer); clearTimeout(hideTimer);
    if (owner) owner.removeAttribute("aria-expanded");
    owner = null;
    if (box) box.hidden = true;
  }
  function hideSoon() { clearTimeout(hideTimer); hideTimer = setTimeout(hide, 250); }

  function target(event) { return event.target.closest ? event.target.closest(SELECTOR) : null; }

  document.addEventListener("touchstart", function () { lastTouch = Date.now(); }, { passive: true });
  document.addEventListener("mouseover", function (event) {
    if (Date.now() - lastTouch < 800) return; // a tap's synthetic mouse event
    var el = target(event);
    if (!el) return;
    if (el === owner) { clearTimeout(hideTimer); return; }
    // A game board (data-peek-on-click) is crossed by the mouse all the time: a popover opened
    // by hovering covered the hexes a person meant to click (issue 27). There it opens on a click.
    if (el.closest("[data-peek-on-click]")) return;
    clearTimeout(showTimer);
    showTimer = setTimeout(function () { show(el); }, 200);
  });
  document.addEventListener("mouseout", function (event) {
    var el = target(event);
    if (!el) return;
    if (event.relatedTarget && (el.contains(event.relatedTarget) || (box && box.contains(event.relatedTarget)))) return;
    clearTimeout(showTimer);
    if (el === owner) hideSoon();
  });
  document.addEventListener("focusin", function (event) {
    var el = target(event);
    if (el) show(el);
    else if (!(box && box.contains(event.target))) hide();
  });
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest(".peek-close")) { var back = owner; hide(); if (back) back.focus(); return; }
    if (box && box.contains(event.target)) return;
    var el = target(event);
    if (!el) { hide(); return; }
    var touch = Date.now() - lastTouch < 800;
    // A tap on a card name that is also a link shows the card first; a second tap follows it.
    if (touch && el.closest("a") && owner !== el) { event.preventDefault(); show(el); return; }
    if (!el.closest("a, button") || touch) { if (owner === el && !touch) hide(); else show(el); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && owner) { var back = owner; hide(); if (back && back.focus) back.focus(); }
  });

  // Card names that are not links or buttons become focusable, so the keyboard reaches them.
  function focusable(root) {
    (root || document).querySelectorAll(SELECTOR).forEach(function (el) {
      if (!el.hasAttribute("tabindex") && !el.matches("a[href], button, input, select, textarea")) el.tabIndex = 0;
    });
  }
  focusable();
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) if (records[i].addedNodes.length) { focusable(); break; }
    if (owner && !document.body.contains(owner)) hide();
  }).observe(document.body, { childList: true, subtree: true });
})();
