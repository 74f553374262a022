// Small enhancements; every page works without this script.
(function () {
  'use strict';
  // Copy buttons beside a secret shown once.
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('button.copy');
    if (!button) return;
    var input = document.getElementById(button.getAttribute('data-copy'));
    if (!input) return;
    input.select();
    var done = function () { button.textContent = 'Copied'; };
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand('copy'); done(); });
    else { document.execCommand('copy'); done(); }
  });
  // Forms that change something ask once more when they carry data-confirm.
  document.addEventListener('submit', function (e) {
    var message = e.target.getAttribute && e.target.getAttribute('data-confirm');
    if (message && !window.confirm(message)) e.preventDefault();
  });
})();
