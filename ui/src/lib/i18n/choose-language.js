/*
 * Chooses the page's language before its first paint, and names the page for it when it
 * is the hub's (whose first paint shows the hub's hero) or the ranking's (its header). index.html loads this file as a
 * blocking script in its head (the Content-Security-Policy allows no inline script), and its
 * first paint holds the page frame in both languages: the stylesheet shows the one that
 * <html lang> names, so no visitor sees the other flash by.
 *
 * The language is the address's `?lang=es|en` when it names one (a kiosk's display address,
 * not remembered), else the visitor's remembered choice (set by the top bar's ES / EN), else
 * Spanish when the first of the browser's languages that is Spanish or English is Spanish,
 * else English. The script also preloads that language's dictionary, whose address the
 * build writes into the script tag (data-en, data-es), so the app starts without waiting.
 * Plain ES5 on purpose: it runs before anything else, in every browser.
 */
(function () {
  var root = document.documentElement;
  var chosen = null;
  var asked = /[?&]lang=(es|en)(?:&|$)/.exec(window.location.search);
  if (asked) {
    chosen = asked[1];
  } else {
    try {
      chosen = window.localStorage.getItem("tournament-hub.language");
    } catch (e) {
      // Storage turned off: follow the browser.
    }
  }
  if (chosen !== "es" && chosen !== "en") {
    chosen = "en";
    var languages =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < languages.length; i += 1) {
      var primary = String(languages[i] || "")
        .toLowerCase()
        .split("-")[0];
      if (primary === "es" || primary === "en") {
        chosen = primary;
        break;
      }
    }
  }
  root.lang = chosen;
  // The hub's addresses: the first paint shows the hub's hero there (src/app/first-paint.tsx).
  if (/^\/(league\/?)?$/.test(window.location.pathname)) {
    root.setAttribute("data-page", "hub");
  }
  // The overall ranking of the season under way: its title and season line are in the first
  // paint too. Another season's, or the doubles', wait for the app.
  if (
    /^\/rankings\/?$/.test(window.location.pathname) &&
    !/[?&](season|discipline)=/.test(window.location.search)
  ) {
    root.setAttribute("data-page", "rankings");
  }
  var script = document.currentScript;
  var dictionary = script && script.getAttribute("data-" + chosen);
  if (dictionary) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = dictionary;
    document.head.appendChild(link);
  }
})();
