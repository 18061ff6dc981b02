// Sealed pages: the construction clock (GEtournament.txt: "30 minutes to construct"): counts down the
// seconds its element carries in data-seconds. A static file, so the site's Content-Security-Policy
// needs no inline script.
(() => {
  for (const clock of document.querySelectorAll(".construction-clock[data-seconds]")) {
    let left = parseInt(clock.dataset.seconds, 10);
    const show = () => {
      const m = Math.floor(left / 60), s = left % 60;
      clock.querySelector("strong").textContent = left > 0 ? `${m}:${String(s).padStart(2, "0")}` : "time is up";
    };
    show();
    const timer = setInterval(() => { left = Math.max(0, left - 1); show(); if (!left) clearInterval(timer); }, 1000);
  }
})();

// The join link selects itself when clicked, ready to copy.
for (const input of document.querySelectorAll("input[data-select-on-click]")) {
  input.addEventListener("click", () => input.select());
}
