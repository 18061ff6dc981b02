// Table chat beside the table: messages arrive over the table's WebSocket (table.js passes each
// frame on as a "table:frame" event); on (re)connect and while polling, missed ones are fetched.
// Sending goes through the API (POST, rate limited). Muted players' lines are hidden here and
// never sent again by the server.
(function () {
  "use strict";
  var chat = document.getElementById("chat");
  if (!chat) return;
  var lines = document.getElementById("chat-lines");
  var form = document.getElementById("chat-form");
  var errorBox = document.getElementById("chat-error");
  var me = chat.dataset.me;
  var last = parseInt(chat.dataset.last, 10) || 0;
  var muted = chat.dataset.muted ? chat.dataset.muted.split(",") : [];
  var pollTimer = null;

  function csrf() {
    var m = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/);
    if (m) return decodeURIComponent(m[1]);
    var table = document.getElementById("table");
    return table ? table.dataset.csrf : "";
  }

  function muteButton(author) {
    var b = document.createElement("button");
    b.type = "button"; b.className = "link chat-mute"; b.textContent = "mute";
    b.title = "Hide " + author + "'s messages at this table";
    b.dataset.author = author;
    return b;
  }

  function decorate(li) {
    var author = li.dataset.author;
    if (me && author !== me && !li.querySelector(".chat-mute")) li.appendChild(muteButton(author));
    li.hidden = muted.indexOf(author) >= 0;
  }

  function add(message) {
    if (!message || message.id <= last) return;
    last = message.id;
    var li = document.createElement("li");
    li.dataset.id = message.id; li.dataset.author = message.author;
    var who = document.createElement("span"); who.className = "chat-author"; who.textContent = message.author;
    var text = document.createElement("span"); text.className = "chat-text"; text.textContent = message.text;
    li.appendChild(who); li.appendChild(document.createTextNode(" ")); li.appendChild(text);
    decorate(li);
    lines.appendChild(li);
    lines.scrollTop = lines.scrollHeight;
  }

  function showMuted() {
    var list = document.getElementById("chat-muted");
    if (!list) return;
    list.textContent = "";
    muted.forEach(function (name) {
      var li = document.createElement("li");
      li.textContent = name + " ";
      var b = document.createElement("button");
      b.type = "button"; b.className = "link chat-unmute"; b.textContent = "unmute"; b.dataset.author = name;
      li.appendChild(b);
      list.appendChild(li);
    });
    lines.querySelectorAll("li").forEach(decorate);
  }

  function catchUp() {
    fetch(chat.dataset.api + "?after=" + last, { credentials: "same-origin" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (data) {
      if (!data) return;
      data.messages.forEach(add);
    }).catch(function () {});
  }

  function say(text) {
    if (!errorBox) return;
    errorBox.textContent = text || "";
    errorBox.hidden = !text;
  }

  function post(body) {
    return fetch(chat.dataset.api, {
      method: "POST", credentials: "same-origin", body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-CSRFToken": csrf() }
    }).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok) { say(data.message || "The message was not sent."); return false; }
        say(""); add(data); return true;
      });
    }).catch(function () { say("The message was not sent: no connection."); return false; });
  }

  function mute(author, on) {
    fetch(chat.dataset.mute, {
      method: "POST", credentials: "same-origin", body: JSON.stringify({ user: author, mute: on }),
      headers: { "Content-Type": "application/json", "X-CSRFToken": csrf() }
    }).then(function (r) { return r.ok ? r.json() : null; }).then(function (data) {
      if (data) { muted = data.muted; showMuted(); }
    }).catch(function () {});
  }

  if (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var input = form.querySelector("input[name=text]");
      var text = input.value.trim();
      if (!text) return;
      post({ text: text }).then(function (sent) { if (sent) input.value = ""; });
    });
  }
  chat.addEventListener("click", function (event) {
    var phrase = event.target.closest(".phrase");
    if (phrase) { post({ phrase: phrase.dataset.phrase }); return; }
    var muteButton = event.target.closest(".chat-mute");
    if (muteButton) { mute(muteButton.dataset.author, true); return; }
    var unmute = event.target.closest(".chat-unmute");
    if (unmute) mute(unmute.dataset.author, false);
  });

  document.addEventListener("table:frame", function (event) {
    var frame = event.detail;
    if (frame && frame.type === "chat") add(frame.message);
  });
  document.addEventListener("table:open", function () {
    if (pollTimer) { clearInterval(pollTimer); pollTimer = null; }
    catchUp();
  });
  document.addEventListener("table:closed", function () {
    if (!pollTimer) pollTimer = setInterval(catchUp, 4000);
  });

  showMuted();
  lines.scrollTop = lines.scrollHeight;
})();
