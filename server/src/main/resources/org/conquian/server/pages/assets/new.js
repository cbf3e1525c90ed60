"use strict";
/*
 * The form a scorer starts a match with: what it asks is the body of POST /api/matches (the start request of
 * record --stdin), sent with the recorder token; the server is the one judge of it, and a refusal is shown in its
 * words beside the form. A match started opens its scorer's page.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const players = () => [...document.querySelectorAll("input[name=player]")].map((i) => i.value.trim()).filter((p) => p);
  // one key for one form as filled in: a second tap on Start gets the first answer, not a second match
  let key = null;

  /** The first dealer is one of the players as typed, or drawn by lot. */
  function dealers() {
    const chosen = $("first-dealer").value;
    const options = [new Option("drawn by lot", "")].concat(players().map((p) => new Option(p, p)));
    $("first-dealer").replaceChildren(...options);
    $("first-dealer").value = players().includes(chosen) ? chosen : "";
  }

  /** House rules as typed, KEY=VALUE a line or with commas: a whole number or true/false as such, a word as a word. */
  function house() {
    const rules = {};
    for (const piece of $("house").value.split(/[\n,]/).map((p) => p.trim()).filter((p) => p)) {
      const at = piece.indexOf("=");
      if (at <= 0) throw new Error("a house rule is KEY=VALUE, e.g. handSize=14, not " + piece);
      const value = piece.slice(at + 1).trim();
      rules[piece.slice(0, at).trim()] = /^-?\d+$/.test(value) ? Number(value) : value === "true" ? true : value === "false" ? false : value;
    }
    return rules;
  }

  function request() {
    const body = { players: players(), rules: $("rules").value };
    if ($("deck").value) body.deck = Number($("deck").value);
    if ($("target").value.trim()) body.targetWins = Number($("target").value);
    if ($("first-dealer").value) body.firstDealer = $("first-dealer").value;
    if (document.querySelector("input[name=deals]:checked").value === "concealed") body.concealed = true;
    if ($("fair").checked) body.fair = true;
    const rules = house();
    if (Object.keys(rules).length) body.house = rules;
    if ($("match").value.trim()) body.match = $("match").value.trim();
    return body;
  }

  /** The request's fields by this form's labels: a refusal in the request's words (`house`, "rules":"mexicana") is said in its own. */
  const LABELS = { players: "Players", rules: "Rules", deck: "Deck", targetWins: "Wins to take the match", firstDealer: "First dealer",
    match: "Match id", house: "House rules", concealed: "concealed", fair: "fair shuffle" };
  const label = (field, written) => LABELS[field] || written;

  function inFormWords(message) {
    return message
      .replace(/add "(\w+)":"([^"]*)"/g, (all, field, value) => (LABELS[field] ? "choose " + value + " under " + LABELS[field] : all))
      .replace(/`"(\w+)": true`/g, (all, field) => label(field, all) + " ticked")
      .replace(/`(\w+)`/g, (all, field) => label(field, all));
  }

  function refuse(words) {
    $("refusal-line").textContent = words;
    $("refusal").hidden = false;
    $("refusal").scrollIntoView({ block: "nearest" });
    $("note").textContent = "";
  }

  function askToken(words) {
    $("token-field").hidden = false;
    $("token").focus();
    refuse(words);
  }

  async function start(e) {
    e.preventDefault();
    $("refusal").hidden = true;
    if (!$("token-field").hidden) Client.keepToken($("token").value.trim());
    const token = Client.token();
    if (!token) return askToken("Starting a match needs the recorder token: open the address serve printed, or type the token here.");
    let body;
    try {
      body = request();
    } catch (mistake) {
      return refuse(mistake.message + ". Nothing was started.");
    }
    $("go").disabled = true;
    $("note").textContent = "Starting…";
    key = key || (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now());
    const r = await Client.post("/api/matches", body, { token: token, headers: { "Idempotency-Key": key } });
    $("go").disabled = false;
    if (r.status === 201) {
      const passed = r.body.ignored || [];
      // the scorer's page on this page's own address, where this browser keeps the token (links.scorer names the
      // server as serve printed it, which a tablet may have reached otherwise)
      const scorer = "/m/" + encodeURIComponent(r.body.match) + "/record";
      if (!passed.length) {
        location.assign(scorer);
        return;
      }
      // a field this server does not read was left out of the match: the scorer is told before scoring it
      $("note").textContent = "";
      refuse("Match " + r.body.match + " started, but this server passed over " + passed.join(", ") + ".");
      const open = document.createElement("a");
      open.href = scorer;
      open.textContent = "Score it as it is";
      $("refusal").appendChild(open);
      return;
    }
    if (r.status === 401) return askToken("The server did not take this token: type it again. Nothing was started.");
    const message = (r.body && r.body.message) || "the server answered " + r.status;
    refuse("Not started: " + inFormWords(message) + (/[.!?]$/.test(message) ? "" : "."));
  }

  document.querySelectorAll("input[name=player]").forEach((input) => input.addEventListener("input", dealers));
  // a form filled in otherwise is another request, with a key of its own
  $("start").addEventListener("input", () => {
    key = null;
  });
  $("start").addEventListener("submit", start);
  if (!Client.token()) $("token-field").hidden = false;
  $("player-1").focus();
  document.documentElement.setAttribute("data-ready", "");
})();
