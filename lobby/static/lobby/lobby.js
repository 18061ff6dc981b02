// The live lobby on /play/: its WebSocket says "changed" and the page fetches the lobby fragment
// again; without a WebSocket (or while it reconnects) the fragment is polled.
(function () {
  "use strict";
  var lobby = document.getElementById("lobby");
  if (!lobby) return;
  var socket = null, pollTimer = null, retry = 0, fetching = false, again = false;

  function say(text) {
    var status = document.getElementById("lobby-status");
    if (status) status.textContent = text;
  }

  function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    fetch(lobby.dataset.fragment, { credentials: "same-origin" }).then(function (r) {
      return r.ok ? r.text() : null;
    }).then(function (html) {
      if (html === null) return;
      // Keep a deck being chosen in a row: skip the swap while a control in the lobby has focus.
      var active = document.activeElement;
      if (active && lobby.contains(active) && active.tagName === "SELECT") { again = true; return; }
      lobby.innerHTML = html;
      say(socket ? "live" : "updating every few seconds");
    }).catch(function () {}).then(function () {
      fetching = false;
      if (again) { again = false; setTimeout(refresh, 1000); }
    });
  }

  function startPolling() {
    if (!pollTimer) { pollTimer = setInterval(refresh, 5000); say("updating every few seconds"); }
  }
  function stopPolling() { if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } }

  function connect() {
    if (!window.WebSocket) { startPolling(); return; }
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    try { socket = new WebSocket(scheme + location.host + lobby.dataset.ws); } catch (e) { startPolling(); return; }
    socket.onopen = function () {
      var reconnected = retry > 0;
      retry = 0; stopPolling(); say("live");
      if (reconnected) refresh(); // what changed while we were away
    };
    socket.onmessage = function (event) {
      var frame = JSON.parse(event.data);
      if (frame.type === "changed") refresh();
    };
    socket.onclose = function () {
      socket = null;
      startPolling();
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 1000 * retry);
    };
  }

  // People whose process died drop out of "online now" after a while: a slow refresh catches it.
  setInterval(function () { if (socket) refresh(); }, 60000);
  connect();
})();
