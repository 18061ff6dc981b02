// The live table: the WebSocket says "changed, version N" and the page fetches its own table
// fragment once (unless it already has that version from its own move's answer); HTTP polling
// is the fallback, and action buttons post with the version they were chosen at (409: already
// moved on).
(function () {
  "use strict";
  var table = document.getElementById("table");
  if (!table) return;
  var status = document.getElementById("live-status");
  var seat = table.dataset.seat;
  var socket = null, pollTimer = null, retry = 0, busy = false;
  var wanted = 0, fetching = false; // the newest version announced; a fragment fetch under way

  // The page's other scripts (chat, "your move" notices) follow the table through these events.
  function tell(name, detail) { document.dispatchEvent(new CustomEvent(name, { detail: detail })); }

  function version() { return parseInt(table.dataset.version, 10) || 0; }
  function say(text) { if (status) status.textContent = text; }

  function swap(html, newVersion) {
    if (newVersion !== undefined && !isNaN(newVersion) && newVersion < version()) return; // an older frame arrived late
    table.innerHTML = html;
    var inner = table.querySelector(".table-inner");
    table.dataset.version = inner ? inner.dataset.version : (newVersion || version());
    if (selected !== null) mark(table.querySelector('[data-card="' + selected + '"]') ? selected : null);
    tidy();
    tell("table:swapped");
  }

  // Actions a board offers by clicking (data-act) leave the button list: the list keeps a
  // "list them" switch, so every action stays reachable without the board.
  var listed = false;
  function tidy() {
    var onBoard = {};
    table.querySelectorAll(".board [data-act]").forEach(function (el) { onBoard[el.getAttribute("data-act")] = true; });
    var hidden = 0;
    table.querySelectorAll(".action-button").forEach(function (b) {
      var board = onBoard[b.dataset.index] === true;
      b.closest("form").classList.toggle("on-board", board && !listed);
      if (board) hidden++;
    });
    table.querySelectorAll(".action-group").forEach(function (g) {
      g.classList.toggle("on-board", !listed && g.querySelectorAll("form:not(.on-board)").length === 0);
    });
    var actions = table.querySelector("#actions");
    if (actions && hidden && !actions.querySelector(".list-switch")) {
      var sw = document.createElement("button");
      sw.type = "button"; sw.className = "list-switch secondary small";
      sw.textContent = listed ? "Hide the board's choices" : "Also list the " + hidden + " choices made on the board";
      sw.addEventListener("click", function () { listed = !listed; actions.querySelector(".list-switch").remove(); tidy(); });
      actions.insertBefore(sw, actions.querySelector("h2").nextSibling);
    }
  }

  function fragmentUrl() {
    return table.dataset.fragment + "?since=" + version() + (seat ? "&seat=" + seat : "");
  }

  function poll() {
    if (fetching) return;
    fetching = true;
    fetch(fragmentUrl(), { credentials: "same-origin" }).then(function (r) {
      if (r.status === 200) {
        var v = parseInt(r.headers.get("X-Match-Version"), 10);
        return r.text().then(function (html) { swap(html, v); return true; });
      }
      return r.status === 204;
    }).catch(function () { return false; }).then(function (ok) {
      fetching = false;
      if (ok && wanted > version() && !busy) poll(); // announced again while we fetched
    });
  }

  // A change was announced: fetch it, unless we have it or our own move's answer will bring it.
  function announced(v) {
    if (v > wanted) wanted = v;
    if (wanted > version() && !busy) poll();
  }

  function startPolling() {
    if (!pollTimer) { pollTimer = setInterval(poll, 2000); say("live updates: polling"); }
  }
  function stopPolling() { if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } }

  function connect() {
    if (!window.WebSocket) { startPolling(); return; }
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var url = scheme + location.host + table.dataset.ws + "?format=html&since=" + version() + (seat ? "&seat=" + seat : "");
    try { socket = new WebSocket(url); } catch (e) { startPolling(); return; }
    socket.onopen = function () { retry = 0; stopPolling(); say("live"); tell("table:open"); };
    socket.onmessage = function (event) {
      var frame = JSON.parse(event.data);
      if (frame.type === "changed") announced(frame.version);
      else tell("table:frame", frame); // other frames (table chat) are for the page's other scripts
    };
    socket.onclose = function () {
      socket = null;
      tell("table:closed");
      startPolling();
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 500 * retry); // reconnect catches up from the version we last saw
    };
  }

  table.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.classList.contains("act")) return;
    event.preventDefault();
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
    if (busy) return;
    busy = true;
    var buttons = table.querySelectorAll("button");
    buttons.forEach(function (b) { b.disabled = true; });
    // form.getAttribute: a field named "action" shadows form.action
    fetch(form.getAttribute("action"), {
      method: "POST", body: new FormData(form), credentials: "same-origin",
      headers: { "X-Play-Fragment": "1", "X-CSRFToken": table.dataset.csrf }
    }).then(function (r) {
      var v = parseInt(r.headers.get("X-Match-Version"), 10);
      return r.text().then(function (html) {
        // The WebSocket may already have delivered a newer state (a bot's answer): keep the newest.
        if (r.headers.get("X-Match-Version")) {
          if (v >= version()) swap(html, v);
          var error = new DOMParser().parseFromString(html, "text/html").getElementById("table-error");
          if (error && v < version()) say(error.textContent);
        } else { poll(); }
      });
    }).catch(function () { poll(); }).finally(function () {
      busy = false;
      table.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
      if (wanted > version()) poll(); // a change announced while our move was on its way (a bot's answer)
    });
  });

  // Clicking a card (anything with data-card) marks the action buttons that name it
  // (data-cards); clicking it again, or elsewhere, clears the marks. Buttons work as before.
  var selected = null;
  function mark(id) {
    selected = id;
    table.querySelectorAll("[data-card]").forEach(function (el) {
      el.classList.toggle("selected", id !== null && el.dataset.card === id);
    });
    table.querySelectorAll(".action-button").forEach(function (b) {
      var related = id !== null && (" " + (b.dataset.cards || "") + " ").indexOf(" " + id + " ") >= 0;
      b.classList.toggle("related", related);
      b.classList.toggle("unrelated", id !== null && !related);
    });
  }
  // A board's hexes, cells and edges (data-act="<index>") press the action button of that index.
  function press(el) {
    var button = table.querySelector('.action-button[data-index="' + el.getAttribute("data-act") + '"]');
    if (button && !button.disabled) button.click();
  }
  table.addEventListener("click", function (event) {
    var act = event.target.closest("[data-act]");
    if (act) { press(act); return; }
    if (event.target.closest("button, a, summary, form")) return;
    var card = event.target.closest("[data-card]");
    if (card && pickTarget(card.dataset.card)) return;
    mark(card && card.dataset.card !== selected ? card.dataset.card : null);
  });
  // With a card selected, clicking another card that is the target of exactly one of its
  // actions ("play Ion Storm on the bot's S3 Argonian Frigate") takes that action.
  function pickTarget(id) {
    if (selected === null || id === selected) return false;
    var both = [].filter.call(table.querySelectorAll(".action-button"), function (b) {
      var refs = " " + (b.dataset.cards || "") + " ";
      return refs.indexOf(" " + selected + " ") >= 0 && refs.indexOf(" " + id + " ") >= 0 && !b.disabled;
    });
    if (both.length !== 1) return false;
    both[0].click();
    return true;
  }
  table.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var act = event.target.closest && event.target.closest("[data-act]");
    if (act) { event.preventDefault(); press(act); return; }
    var card = event.target.closest && event.target.closest("[data-card]");
    if (!card || event.target.closest("button, a, summary, form")) return;
    event.preventDefault();
    if (pickTarget(card.dataset.card)) return;
    mark(card.dataset.card !== selected ? card.dataset.card : null);
  });

  // A span of seconds as a clock reads it: "42 s", "3 min 05 s", "2 h 10 min", "3 days 4 h".
  function spell(seconds) {
    if (seconds < 60) return seconds + " s";
    if (seconds < 3600) return Math.floor(seconds / 60) + " min " + ("0" + seconds % 60).slice(-2) + " s";
    if (seconds < 86400) return Math.floor(seconds / 3600) + " h " + Math.floor(seconds % 3600 / 60) + " min";
    var days = Math.floor(seconds / 86400);
    return days + (days === 1 ? " day " : " days ") + Math.floor(seconds % 86400 / 3600) + " h";
  }

  // The clocks count down where the table shows them (.countdown, deadline on it or its holder).
  setInterval(function () {
    table.querySelectorAll(".countdown").forEach(function (el) {
      var holder = el.dataset.deadline ? el : el.closest("[data-deadline]");
      var deadline = holder ? Date.parse(holder.dataset.deadline) : NaN;
      if (isNaN(deadline)) return;
      var left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      el.textContent = spell(left) + " left";
    });
  }, 1000);

  tidy();
  connect();
})();
