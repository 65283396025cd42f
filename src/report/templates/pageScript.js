(function () {
  'use strict';
  // Everything here only adds comfort: without script the toggles reach every item.
  function openAround(el) {
    for (var d = el; d; d = d.parentElement) if (d.tagName === 'DETAILS') d.open = true;
  }
  // Printing shows every section and each changed group's first items; unchanged items, the
  // rest of a group and the heat maps stay on screen (the page budget: docs/reference/report.md).
  // The reader's choice comes back afterwards.
  var printed = [];
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details.panel:not([open]), details.group:not(.unchanged):not([open])').forEach(function (d) { d.open = true; printed.push(d); });
  });
  window.addEventListener('afterprint', function () {
    printed.forEach(function (d) { d.open = false; });
    printed = [];
  });
  // A link to an item inside closed groups opens them, in browsers that do not do it themselves.
  function reveal() {
    var hash = location.hash.slice(1);
    var target = hash && document.getElementById(hash);
    if (!target) try { target = document.getElementById(decodeURIComponent(hash)); } catch (e) { target = null; }
    if (target) { openAround(target); target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', reveal);
  if (location.hash) reveal();
  // The filter: an item stays when its id, tags or text contain the query; groups with a hit open.
  var box = document.getElementById('find-box');
  var input = document.getElementById('find');
  var count = document.getElementById('find-count');
  if (!box || !input || !count) return;
  var items = document.querySelectorAll('.item');
  var groups = document.querySelectorAll('details.group, details.doc');
  var opened = [];
  box.hidden = false;
  input.addEventListener('input', function () {
    var query = input.value.trim().toLowerCase();
    var hits = 0;
    opened.forEach(function (d) { d.open = false; });
    opened = [];
    document.body.classList.toggle('filtering', query !== '');
    items.forEach(function (item) {
      var hit = query === '' || item.textContent.toLowerCase().indexOf(query) >= 0;
      item.hidden = !hit;
      if (hit && query !== '') {
        hits += 1;
        for (var d = item.parentElement; d; d = d.parentElement) if (d.tagName === 'DETAILS' && !d.open) { d.open = true; opened.push(d); }
      }
    });
    groups.forEach(function (g) {
      if (!g.classList.contains('item')) g.hidden = query !== '' && !g.querySelector('.item:not([hidden])');
    });
    count.textContent = query === '' ? '' : hits + ' of ' + items.length + ' items match';
  });
})();
