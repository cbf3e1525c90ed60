"use strict";
/*
 * The board, for the holder of the recorder token (kept by this browser): a way to start a match (/new), and to each
 * table playing, its scorer's page. A spectator's board shows neither. The links follow the tables as the board
 * draws them: each article of a match playing gets its own.
 */
(function () {
  if (!Client.token()) return;
  const start = document.createElement("a");
  start.id = "new-match";
  start.href = "/new";
  start.textContent = "Start a match";
  document.querySelector(".bar").appendChild(start);

  function scorerLinks() {
    document.querySelectorAll("#live article[data-match]").forEach((table) => {
      if (table.querySelector("a.score")) return;
      const match = table.getAttribute("data-match");
      const score = document.createElement("a");
      score.className = "score";
      score.href = "/m/" + encodeURIComponent(match) + "/record";
      score.textContent = "Score it";
      score.setAttribute("aria-label", "Score " + match);
      (table.querySelector("h3") || table).appendChild(score);
    });
  }
  new MutationObserver(scorerLinks).observe(document.getElementById("live"), { childList: true, subtree: true });
  scorerLinks();
})();
