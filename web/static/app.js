// The little script of the pages (no framework, no build): it sends the table's forms without
// reloading and puts the table the server renders in place; it lets the host tap the cards a
// player shows; it shows only the chosen game's options; it takes a dropped hand history; and it
// asks for what takes the server long after the page is shown (the odds of the hand in play,
// the replay's chances chart, the story's luckiest river), so that nothing waits for them; and
// it keeps the table and the players' phones live: the service's events say when the evening
// changed, and the page puts the new state in place (asking every few seconds where the events
// do not get through, and saying so plainly when the service cannot be reached).
// Everything works without it too: the forms post and the server answers with the page.
(function () {
  "use strict";

  // the page's words come from the server's catalog (web/words.py), as data attributes of <body>
  function words(key) {
    return document.body.dataset[key] || "";
  }
  let busy = false;

  function token() {
    const meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.content : "";
  }

  function showProblem(text) {
    const problem = document.querySelector("#live #problem");
    if (problem) problem.textContent = text;
  }

  function bannerText() {
    const banner = document.getElementById("banner");
    return banner ? banner.textContent.replace(/\s+/g, " ").trim() : null;
  }

  // --- the table's new HTML put in place: only what changed --------------------------------------------
  // The table the server sends is laid over the one shown, node by node: an element that stayed
  // the same stays (the card picker, the seats nobody touched), so the browser lays out and paints
  // only what changed.  Elements with a key (an id, an entry, a player, a card) are matched by it,
  // the others by their place; a form field is always the server's new one (its value as sent), and
  // the wild banner is new when it changed (its flash starts again).  A refresh (`keepOpen`: an
  // entry on another screen) leaves open what the host opened (the players panel, the game form).
  const REPLACED = "input, select, textarea, #banner";

  function keyOf(node) {
    if (node.nodeType !== 1) return null;
    const data = node.dataset;
    return node.id || data.entry || data.player || data.pick || data.card || data.slot ||
      (node.tagName === "LI" && node.getAttribute("value")) || null;
  }

  function morphAttributes(old, now, keepOpen) {
    Array.from(old.attributes).forEach(function (a) {
      const kept = (keepOpen || old.hasAttribute("data-keep-open")) && a.name === "open" && old.tagName === "DETAILS";
      if (!now.hasAttribute(a.name) && !kept) old.removeAttribute(a.name);
    });
    Array.from(now.attributes).forEach(function (a) {
      if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
    });
  }

  function morph(old, now, keepOpen) {
    if (old.nodeType !== 1) {
      if (old.nodeValue !== now.nodeValue) old.nodeValue = now.nodeValue;
    } else if (old.matches(REPLACED)) {
      if (!old.isEqualNode(now) || old.matches("input, select, textarea")) old.replaceWith(now);
    } else if (!old.isEqualNode(now)) {
      morphAttributes(old, now, keepOpen);
      morphChildren(old, now, keepOpen);
    }
  }

  function morphChildren(old, now, keepOpen) {
    const keyed = new Map();
    old.childNodes.forEach(function (node) { const key = keyOf(node); if (key) keyed.set(node.nodeName + key, node); });
    let cursor = old.firstChild;
    Array.from(now.childNodes).forEach(function (node) {
      const key = keyOf(node);
      let match = key ? keyed.get(node.nodeName + key) : (cursor && !keyOf(cursor) && cursor.nodeName === node.nodeName ? cursor : null);
      if (key && match) keyed.delete(node.nodeName + key);
      if (!match) { old.insertBefore(node, cursor); return; }
      if (match === cursor) cursor = cursor.nextSibling; else old.insertBefore(match, cursor);
      morph(match, node, keepOpen);
    });
    while (cursor) { const next = cursor.nextSibling; old.removeChild(cursor); cursor = next; }
  }

  function putInPlace(box, html, keepOpen) {
    const now = document.createElement("template");
    now.innerHTML = html;
    morphChildren(box, now.content, keepOpen);
  }

  // --- the table: send a form (or open a correction), put the answer in place ---------------------
  async function send(form, submitter, link) {
    if (busy) return;                       // a double tap must not enter a card twice
    busy = true;
    const live = document.getElementById("live");
    live.classList.add("busy");
    live.setAttribute("aria-busy", "true");
    const before = bannerText();
    const wasTyping = document.activeElement && document.activeElement.matches("[data-typed]");
    const headers = { "X-Requested-With": "fetch", "X-CSRF-Token": token(), "Accept": "application/json" };
    try {
      const response = link
        ? await fetch(link.getAttribute("href"), { credentials: "same-origin", headers: headers })
        : await fetch(form.getAttribute("action"), {   // form.action may be a button named "action"
          method: "POST",
          body: new FormData(form, submitter),
          credentials: "same-origin",
          headers: headers,
        });
      const answer = await response.json().catch(() => null);
      if (response.status === 401 && answer && answer.login) {
        window.location.assign(answer.login);
        return;
      }
      if (answer && typeof answer.html === "string") {
        const ruled = live.querySelector("#ruling") !== null;
        putInPlace(live, answer.html);
        settle(before, wasTyping);
        const ruling = live.querySelector("#ruling");       // the tap that ended the hand: its ruling first
        if (!ruled && ruling && ruling.getBoundingClientRect().top < 0) ruling.scrollIntoView({ block: "start" });
      } else {
        showProblem((answer && answer.problem) || words("offline"));
      }
    } catch (error) {
      showProblem(words("offline"));
    } finally {
      live.dataset.updates = String(Number(live.dataset.updates || 0) + 1);   // tests wait on this
      busy = false;
      live.classList.remove("busy");
      live.removeAttribute("aria-busy");
      if (refreshAgain) { refreshAgain = false; refresh(); }   // a change heard while the tap was on its way
    }
  }

  function settle(before, wasTyping) {
    const banner = document.getElementById("banner");
    if (banner && before !== null && bannerText() !== before) banner.classList.add("changed");
    const fixing = document.querySelector("#live #fix");
    if (fixing && fixing.getBoundingClientRect().top < 0) fixing.scrollIntoView({ block: "start" });
    const input = document.querySelector("#live [data-typed]");
    if (input && (wasTyping || window.matchMedia("(pointer: fine)").matches)) {
      input.focus();
      if (input.value) input.select();
    }
    setUp(document.getElementById("live"));
  }

  // a button that cannot be taken back with one tap asks first (a player leaving the table)
  document.addEventListener("submit", function (event) {
    const button = event.submitter;
    if (button && button.dataset.confirm && !window.confirm(button.dataset.confirm)) event.preventDefault();
  }, true);

  document.addEventListener("submit", function (event) {
    const form = event.target;
    if (!form.matches("form[data-live]") || !document.getElementById("live")) return;
    event.preventDefault();
    send(form, event.submitter);
  });

  // an entry of the hand tapped: its correction, put in place (a link: it works without script too)
  document.addEventListener("click", function (event) {
    const link = event.target.closest && event.target.closest("a[data-live-link]");
    if (!link || !document.getElementById("live") || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    send(null, null, link);
  });

  // typing anywhere on the table goes to the card field
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    if (event.target.matches && event.target.matches("input, textarea, select")) return;
    const input = document.querySelector("#live [data-typed]");
    if (input) input.focus();
  });

  // --- the showdown: each face-down card tapped into the slot the deal gave it -------------------------
  // The slots stand in the order dealt (each names its street); a tapped card goes to the first empty
  // one (a filled slot tapped is emptied and asked next), and the last card sends the show at once.
  function slots(form) {
    return Array.from(form.querySelectorAll("[data-slot]"));
  }

  function drawSlots(form, typed) {
    const all = slots(form);
    const current = all.find(function (slot) { return !slot.dataset.card; });
    const faces = [];
    all.forEach(function (slot) {
      const card = slot.dataset.card;
      const button = card ? form.querySelector('[data-pick="' + card + '"]') : null;
      slot.querySelector(".slot-card").textContent = card ? (button ? button.dataset.face : slot.querySelector(".slot-card").textContent) : "?";
      slot.classList.toggle("filled", Boolean(card));
      slot.classList.toggle("current", slot === current);
      if (slot === current) slot.setAttribute("aria-current", "step"); else slot.removeAttribute("aria-current");
      faces.push(card ? (button ? button.dataset.face : card) : "??");
    });
    if (typed !== false) {                     // what was typed (and refused) stays until a card is tapped
      form.querySelector("[data-show]").value = all.some(function (slot) { return slot.dataset.card && !slot.dataset.fixed; })
        ? faces.join(" ") : "";
    }
    form.querySelectorAll("[data-pick]").forEach(function (button) {
      button.setAttribute("aria-pressed", all.some(function (slot) { return slot.dataset.card === button.dataset.pick; })
        ? "true" : "false");
    });
    return current;
  }

  document.addEventListener("click", function (event) {
    const pick = event.target.closest("[data-pick]");
    if (pick) {
      const form = pick.closest("form");
      const all = slots(form);
      const holding = all.find(function (slot) { return slot.dataset.card === pick.dataset.pick; });
      if (holding && !holding.dataset.fixed) {
        holding.dataset.card = "";                 // tapped again: taken back
        drawSlots(form);
        return;
      }
      const current = all.find(function (slot) { return !slot.dataset.card; });
      if (!current) return;
      current.dataset.card = pick.dataset.pick;
      current.dataset.local = "1";                 // tapped here, not sent yet: a refresh keeps it
      if (!drawSlots(form)) form.requestSubmit(form.querySelector("[data-show-submit]"));   // the last card shows
      return;
    }
    const slot = event.target.closest("[data-slot]");
    if (slot && !slot.dataset.fixed) {
      slot.dataset.card = "";
      drawSlots(slot.closest("form"));
      return;
    }
    const clear = event.target.closest("[data-clear]");
    if (clear) {
      const form = clear.closest("form");
      slots(form).forEach(function (one) { if (!one.dataset.fixed) one.dataset.card = ""; });
      drawSlots(form);
    }
  });

  // --- the game form: only the chosen game's options and limits -------------------------------------
  function showGame(select) {
    const form = select.form;
    const fieldset = form.querySelector('fieldset[data-variant="' + select.value + '"]');
    form.querySelectorAll("fieldset[data-variant]").forEach(function (f) { f.hidden = f !== fieldset; });
    let betting = fieldset ? fieldset.dataset.gameBetting : "spread";
    const spread = fieldset && fieldset.querySelector('input[name$="-spread_limit"]');
    if (spread && spread.checked) betting = "spread";       // a fixed-limit game's spread-limit option
    form.querySelectorAll("[data-betting]").forEach(function (d) {
      d.hidden = d.dataset.betting.split(" ").indexOf(betting) < 0;    // "fixed blinds": either's
    });
    offerWhatApplies(form);
  }

  // an option that only applies with another one set so is offered only then (and unset otherwise)
  function offerWhatApplies(form) {
    form.querySelectorAll("[data-needs]").forEach(function (label) {
      const other = form.querySelector('input[name="' + label.dataset.needs + '"]');
      const applies = !other || other.checked === (label.dataset.needsOn === "1");
      label.hidden = !applies;
      if (!applies) label.querySelector("input").checked = false;
    });
  }

  // the start form offers the house games of the season typed (a name as compared: case and spaces aside)
  function seasonKey(name) {
    return name.normalize("NFKC").toLowerCase().normalize("NFKC").replace(/\s+/g, " ").trim();
  }

  function offerSeasonGames(input) {
    const select = input.form && input.form.querySelector("[data-variant-select]");
    if (!select) return;
    const key = seasonKey(input.value);
    select.querySelectorAll("option[data-season]").forEach(function (option) {
      option.hidden = option.disabled = option.dataset.season !== key;
    });
    if (select.selectedOptions[0] && select.selectedOptions[0].disabled) {      // back to the game first shown
      const first = Array.from(select.options).find(function (o) { return o.defaultSelected && !o.disabled; });
      select.value = (first || select.querySelector("option:not([data-season])")).value;
    }
    showGame(select);
  }

  document.addEventListener("input", function (event) {
    if (event.target.matches("[data-season-input]")) offerSeasonGames(event.target);
  });

  document.addEventListener("change", function (event) {
    if (event.target.matches("[data-variant-select]")) showGame(event.target);
    if (event.target.matches("fieldset.options input") && event.target.form) offerWhatApplies(event.target.form);
    if (event.target.matches('fieldset.options input[name$="-spread_limit"]') && event.target.form) {
      showGame(event.target.form.querySelector("[data-variant-select]"));
    }
    if (event.target.matches("[data-file]")) named(event.target);
  });

  // --- upload: drop a file on the zone --------------------------------------------------------------
  function named(input) {
    const label = input.closest("[data-drop]").querySelector("[data-file-name]");
    label.textContent = input.files.length ? input.files[0].name : "";
  }

  document.addEventListener("dragover", function (event) {
    event.preventDefault();                 // a file dropped beside the zone must not open in the tab
    const drop = event.target.closest && event.target.closest("[data-drop]");
    if (drop) drop.classList.add("over");
  });
  document.addEventListener("dragleave", function (event) {
    const drop = event.target.closest && event.target.closest("[data-drop]");
    if (drop) drop.classList.remove("over");
  });
  // a refused upload keeps the chosen file and the pasted text: the form is sent by the script,
  // and only the refusal is put in place (a booking goes on to its replay; a hand only ruled is
  // then sent as a page, to be shown)
  document.addEventListener("submit", async function (event) {
    const form = event.target;
    if (!form.matches("form[data-upload]") || form.dataset.asPage) return;
    event.preventDefault();
    const button = form.querySelector("button.primary");
    if (button) button.disabled = true;
    let answer = null;
    try {
      const response = await fetch(form.getAttribute("action"), {
        method: "POST", body: new FormData(form), credentials: "same-origin",
        headers: { "X-Requested-With": "fetch", "X-CSRF-Token": token(), "Accept": "application/json" },
      });
      answer = await response.json().catch(() => null);
    } catch (error) {
      answer = null;
    }
    if (button) button.disabled = false;
    if (answer && answer.location) {
      window.location.assign(answer.location);
    } else if (answer && answer.page) {
      form.dataset.asPage = "yes";
      form.submit();
    } else {
      let problem = document.getElementById("problem");
      if (!problem) {
        problem = document.createElement("p");
        problem.className = "problem";
        problem.id = "problem";
        problem.setAttribute("role", "alert");
        form.parentNode.insertBefore(problem, form);
      }
      problem.textContent = (answer && answer.problem) || words("offline");
      form.dataset.refused = String(Number(form.dataset.refused || 0) + 1);    // tests wait on this
    }
  });

  document.addEventListener("drop", function (event) {
    event.preventDefault();
    const drop = event.target.closest && event.target.closest("[data-drop]");
    if (!drop || !event.dataTransfer || !event.dataTransfer.files.length) return;
    drop.classList.remove("over");
    const input = drop.querySelector("[data-file]");
    input.files = event.dataTransfer.files;
    named(input);
  });

  // --- the odds view: asked after the table is in place, one question at a time -----------------------
  // An entry never waits for the odds: they are asked a moment after the table settles, an answer
  // for a hand that has moved on since is dropped, and while one is being worked out a newer
  // table only marks that it must be asked again.
  let oddsAsking = false;
  let oddsAgain = false;
  let oddsTimer = null;
  const ODDS_PAUSE = 250;                   // ms after the last entry before asking

  function oddsBox() {
    return document.querySelector("#live [data-odds-url]");
  }

  function askOddsSoon() {
    clearTimeout(oddsTimer);
    if (oddsBox()) oddsTimer = setTimeout(askOdds, ODDS_PAUSE);
  }

  function showOdds(box, answer) {
    box.querySelectorAll("[data-odds-player]").forEach(function (span) {
      const odds = answer && answer.players ? answer.players[span.dataset.oddsPlayer] : null;
      span.querySelector(".win").textContent = odds ? odds.text : "–";
      span.querySelector(".tie").textContent = odds ? odds.tie_text : "";
      span.title = odds ? odds.title : box.dataset.failed || "";
    });
    const nobody = box.querySelector("[data-odds-nobody]");   // Black Mariah's carry-over, a void deal
    if (nobody) {
      nobody.textContent = answer && answer.nobody_text ? answer.nobody_text : "";
      nobody.hidden = !nobody.textContent;
    }
    box.dataset.oddsShown = String(Number(box.dataset.oddsShown || 0) + 1);   // tests wait on this
  }

  // the server is busy with odds for others (503): ask again after the wait it names
  function retryAfter(response) {
    return response.status === 503 ? 1000 * Math.min(Number(response.headers.get("Retry-After")) || 1, 30) : 0;
  }

  async function askOdds() {
    if (oddsAsking) { oddsAgain = true; return; }
    const box = oddsBox();
    if (!box) return;
    oddsAsking = true;
    let answer = null;
    let pending = false;
    try {
      const response = await fetch(box.dataset.oddsUrl, { credentials: "same-origin", headers: { "Accept": "application/json" } });
      const wait = retryAfter(response);
      if (wait) {
        clearTimeout(oddsTimer);
        oddsTimer = setTimeout(askOdds, wait);
        return;
      }
      pending = response.status === 202;                 // being worked out for another screen: ask again soon
      answer = response.ok && !pending ? await response.json() : null;
    } catch (error) {
      answer = null;
    } finally {
      oddsAsking = false;
    }
    if (pending) { clearTimeout(oddsTimer); oddsTimer = setTimeout(askOdds, 4 * ODDS_PAUSE); return; }
    const now = oddsBox();
    if (now === box && (!answer || String(answer.seq) === box.dataset.seq)) showOdds(box, answer);
    else oddsAgain = true;                  // the hand moved on meanwhile: ask about the new one
    if (oddsAgain) { oddsAgain = false; askOddsSoon(); }
  }

  // --- parts of a page that take the server long: asked after the page, put in place ---------------
  async function loadFragment(box) {
    let html = null;
    try {
      const response = await fetch(box.dataset.fragmentUrl, { credentials: "same-origin", headers: { "Accept": "text/html" } });
      const wait = retryAfter(response);
      if (wait) {
        setTimeout(function () { loadFragment(box); }, wait);
        return;
      }
      if (response.ok) html = await response.text();
    } catch (error) {
      html = null;
    }
    if (html !== null) {
      box.innerHTML = html;
      if (box.querySelector("[data-fragment-again]")) {    // worked out a part at a time: ask for the rest
        loadFragment(box);
        return;
      }
    } else {
      const failed = document.createElement("p");
      failed.className = "problem";
      failed.textContent = box.dataset.failed || words("offline");
      box.replaceChildren(failed);
    }
    box.dataset.loaded = html !== null ? "yes" : "failed";     // tests wait on this
  }

  function setUp(root) {
    root.querySelectorAll("[data-variant-select]").forEach(showGame);
    root.querySelectorAll("[data-season-input]").forEach(offerSeasonGames);
    root.querySelectorAll('form[data-mode="show"]').forEach(function (form) { drawSlots(form, false); });
    askOddsSoon();
  }

  // --- every screen live: the service's events, the live part put in place -------------------------
  // The service sends an event with the evening's seq each time the evening changes (an entry on
  // any tablet, a deal, a player, the end); the page then asks for its live part (204: it is up
  // to date) and puts it in place.  Where the stream drops (refused: too many screens; or the
  // service cannot be reached) the page asks every few seconds instead, and says so plainly
  // when the service does not answer at all.
  let stream = null;
  let polling = null;
  let refreshing = false;
  let refreshAgain = false;

  function liveBox() {
    return document.querySelector("[data-live-url]");
  }

  function shownSeq() {
    const marker = document.querySelector("[data-live-url] [data-evening-seq]");
    return marker ? Number(marker.dataset.eveningSeq) : -1;
  }

  function connection(ok) {
    const note = document.getElementById("connection");
    if (note) note.hidden = ok;
    document.body.classList.toggle("disconnected", !ok);
  }

  function place(box, answer, board) {
    const before = bannerText();
    const typed = box.querySelector("[data-typed]");
    const wasTyping = typed !== null && document.activeElement === typed;
    const kept = typed ? typed.value : "";
    const tapped = tappedSlots(box);
    putInPlace(box, answer.html, true);
    putBackSlots(box, tapped);
    const input = box.querySelector("[data-typed]");
    if (input && wasTyping && kept && !input.value) input.value = kept;
    if (board && typeof answer.board === "string") {
      board.innerHTML = answer.board;
      board.dataset.boardTag = answer.board_tag;
    }
    settle(before, wasTyping);
  }

  // cards tapped into the slots of a form but not sent yet (a seat's face-down cards, a show): a
  // change elsewhere at the table, put in place meanwhile, must not take them away
  function tappedSlots(box) {
    const out = [];
    box.querySelectorAll('form[data-mode="show"]').forEach(function (form) {
      slots(form).forEach(function (slot, i) {
        if (slot.dataset.local && slot.dataset.card) out.push([form.getAttribute("action"), i, slot.dataset.card]);
      });
    });
    return out;
  }

  function putBackSlots(box, tapped) {
    const touched = new Set();
    tapped.forEach(function (one) {
      const form = Array.from(box.querySelectorAll('form[data-mode="show"]')).find(function (f) { return f.getAttribute("action") === one[0]; });
      if (!form) return;
      const slot = slots(form)[one[1]];
      const button = form.querySelector('[data-pick="' + one[2] + '"]');
      if (!slot || slot.dataset.card || !button || button.disabled) return;   // filled since, or on the table now
      if (slots(form).some(function (other) { return other.dataset.card === one[2]; })) return;
      slot.dataset.card = one[2];
      slot.dataset.local = "1";
      touched.add(form);
    });
    touched.forEach(function (form) { drawSlots(form); });
  }

  async function refresh() {
    const box = liveBox();
    if (!box) return;
    if (busy || refreshing) { refreshAgain = true; return; }
    refreshing = true;
    const url = new URL(box.dataset.liveUrl, window.location.href);
    url.searchParams.set("seq", String(shownSeq()));
    const board = document.getElementById("board-part");
    if (board) url.searchParams.set("board", board.dataset.boardTag || "");
    try {
      const response = await fetch(url, { credentials: "same-origin", cache: "no-store",
                                          headers: { "Accept": "application/json" } });
      if (response.ok) connection(true);
      else if (response.status >= 500) connection(false);
      if (response.status === 403) {                   // a seat's phone the host released: it is a seat no more
        const answer = await response.json().catch(function () { return null; });
        if (answer && answer.gone) { window.location.reload(); return; }
      }
      if (response.status === 200) {
        const answer = await response.json();
        if (busy) refreshAgain = true;                 // a tap is on its way: its answer comes first
        else if (answer.seq > shownSeq()) place(box, answer, board);
      }
    } catch (error) {
      connection(false);
    } finally {
      refreshing = false;
      box.dataset.refreshes = String(Number(box.dataset.refreshes || 0) + 1);   // tests wait on this
      if (refreshAgain && !busy) { refreshAgain = false; setTimeout(refresh, 0); }
    }
  }

  function poll() {
    if (polling) return;
    const box = liveBox();
    if (!box) return;
    polling = setInterval(refresh, Number(box.dataset.every || 10) * 1000);
    refresh();
  }

  function stopPolling() {
    if (polling) { clearInterval(polling); polling = null; }
  }

  function listen() {
    const box = liveBox();
    if (!box) return;
    if (!box.dataset.eventsUrl || !window.EventSource) { poll(); return; }
    const url = new URL(box.dataset.eventsUrl, window.location.href);
    url.searchParams.set("seq", String(shownSeq()));
    const events = stream = new EventSource(url);
    events.onopen = function () {
      connection(true);
      stopPolling();
      box.dataset.stream = "open";                                               // tests wait on this
    };
    events.onmessage = function (event) {
      let data = null;
      try { data = JSON.parse(event.data); } catch (error) { return; }
      if (data && data.seq > shownSeq()) refresh();
    };
    events.onerror = function () {
      box.dataset.stream = "dropped";
      poll();                                  // the browser tries the stream again by itself meanwhile
      if (events.readyState === EventSource.CLOSED) {      // it gave up (refused): try again later
        if (stream === events) stream = null;
        setTimeout(function () { if (!stream) listen(); }, 30000);
      }
    };
  }

  window.addEventListener("pagehide", function () {
    if (stream) { stream.close(); stream = null; }
    stopPolling();
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted && !stream) { listen(); refresh(); }
  });

  // a rank button of the house game form: the rank into its field (which still takes typing)
  document.addEventListener("click", function (event) {
    const pick = event.target.closest && event.target.closest("button[data-fill][data-rank]");
    const field = pick && document.getElementById(pick.dataset.fill);
    if (!field) return;
    field.value = pick.dataset.rank;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });

  // a button that prints the page (the print stylesheet keeps what matters on paper)
  document.addEventListener("click", function (event) {
    if (event.target.closest("[data-print]")) window.print();
  });

  document.addEventListener("DOMContentLoaded", function () {
    setUp(document);
    document.querySelectorAll("[data-fragment-url]").forEach(loadFragment);
    const input = document.querySelector("#live [data-typed]");
    if (input && window.matchMedia("(pointer: fine)").matches) input.focus();
    listen();
    if ("serviceWorker" in navigator && window.isSecureContext) {
      navigator.serviceWorker.register("/sw.js").catch(function () { /* the page works without it */ });
    }
  });
})();
