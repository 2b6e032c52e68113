// Starts the app on a pre-rendered page (shell/scripts/prerender.ts copies this file to dist/assets/start-<hash>.js;
// plain JavaScript, not bundled). The page's content is already in the HTML, so the app's JavaScript is
// requested once that content has been painted: on a slow link the stylesheets and the font get the
// bandwidth first. The entry and the modules to preload are listed in the page's
// <script type="application/json" id="finx-start"> (a data block: no inline script, as the CSP requires).
(() => {
  var data = JSON.parse(document.getElementById('finx-start').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Inserting a modulepreload costs the main thread ~1.5 ms (4× that on a slow phone, more on a busy one): two per
    // task, so no task of the start blocks input for long. Tasks follow each other through a MessageChannel (a
    // chain of setTimeout(0) would be clamped to 4 ms a hop). The entry goes last, once every module is requested.
    var preloads = data.preload.slice();
    var next = new MessageChannel();
    next.port1.onmessage = insertSome;
    function insertSome() {
      preloads.splice(0, 2).forEach((href) => {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (preloads.length) return next.port2.postMessage(null);
      next.port1.close();
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = data.entry;
      document.head.appendChild(script);
    }
    insertSome();
  }

  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !paintTiming) {
    // A background tab does not paint; a browser without paint timing starts at once.
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  // If the tab is hidden meanwhile it will not paint; and in any case, never wait more than 3 s.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
