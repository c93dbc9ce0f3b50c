// The service worker of the Follow the Queen Referee: when the service cannot be reached, a page
// that says so (in English and German) instead of the browser's own error.  Nothing else is kept
// or changed: every page and every answer comes from the service as before.
const KEPT = "ftq-offline-{{ version }}";
const OFFLINE = "{{ url_for('webapp.offline') }}";
const FILES = [OFFLINE, "{{ asset('app.css') }}", "{{ asset('icon.svg') }}"];

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(KEPT).then(function (cache) { return cache.addAll(FILES); }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== KEPT; }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(function () { return caches.match(OFFLINE); }));
  } else if (FILES.indexOf(new URL(request.url).pathname + new URL(request.url).search) >= 0) {
    event.respondWith(fetch(request).catch(function () { return caches.match(request); }));
  }
});
