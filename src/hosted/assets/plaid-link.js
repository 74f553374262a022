// The bank page of an account with Plaid: opens Plaid Link with the case's link token and posts
// the public token Link returns. Plaid's script (loaded before this one) defines window.Plaid.
(function () {
  'use strict';
  var button = document.getElementById('plaid-open');
  var form = document.getElementById('plaid-form');
  var error = document.getElementById('plaid-error');
  if (!button || !form) return;

  function say(message) {
    error.textContent = message;
    error.hidden = false;
  }

  button.addEventListener('click', function () {
    if (!window.Plaid || typeof window.Plaid.create !== 'function') {
      say('The secure bank window could not load. Check your connection and reload the page, or upload your statements instead.');
      return;
    }
    error.hidden = true;
    var handler = window.Plaid.create({
      token: button.getAttribute('data-plaid-link-token'),
      onSuccess: function (publicToken) {
        button.disabled = true;
        button.textContent = 'Connecting…';
        form.elements.public_token.value = publicToken;
        form.submit();
      },
      onExit: function (err) {
        if (err) say(err.display_message || 'Your bank was not connected. You can try again, or upload your statements instead.');
      },
    });
    handler.open();
  });
})();
