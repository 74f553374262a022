// The hosted flow's upload page, enhanced: files upload one by one as soon as they are chosen or
// dropped, each with its own progress bar and its own message. Without this script the page is a
// plain multipart form.
(function () {
  'use strict';
  var root = document.documentElement;
  root.className += ' js';
  var active = 0;
  var doneButton = document.querySelector('form.done button');

  function setBusy(delta) {
    active += delta;
    if (doneButton) doneButton.disabled = active > 0;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function messageOf(xhr) {
    var body = null;
    try { body = JSON.parse(xhr.responseText); } catch (e) { body = null; }
    if (body && body.errors && body.errors.length) {
      return body.errors.map(function (e) { return e.error; }).join('; ');
    }
    if (body && body.message) return body.message;
    return 'The upload failed (' + xhr.status + '). Please try again.';
  }

  function enhance(form) {
    var input = form.querySelector('input[type=file]');
    var list = form.querySelector('[data-files]');
    var errors = form.querySelector('[data-errors]');
    var drop = form.querySelector('[data-drop]');
    var submit = form.querySelector('button[type=submit]');
    var section = form.parentNode;
    var uploaded = section.querySelector('[data-uploaded]');
    var hidden = form.querySelectorAll('input[type=hidden]');
    var queue = [];
    var running = false;
    if (submit) submit.hidden = true;

    function next() {
      var item = queue.shift();
      if (!item) { running = false; return; }
      running = true;
      var data = new FormData();
      for (var i = 0; i < hidden.length; i++) data.append(hidden[i].name, hidden[i].value);
      data.append('files', item.file, item.file.name);
      var xhr = new XMLHttpRequest();
      xhr.open('POST', form.action);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = function (e) {
        if (e.lengthComputable) item.bar.value = e.loaded / e.total;
      };
      xhr.onload = function () {
        if (xhr.status === 201) {
          item.bar.value = 1;
          item.status.textContent = 'Uploaded';
          item.row.className = 'ok';
          var empty = uploaded && uploaded.querySelector('[data-empty]');
          if (empty) empty.parentNode.removeChild(empty);
          if (uploaded) uploaded.appendChild(el('li', '', item.file.name));
        } else {
          fail(item, messageOf(xhr));
        }
        finish();
      };
      xhr.onerror = function () {
        fail(item, 'The upload did not reach us. Check your connection and try again.');
        finish();
      };
      xhr.send(data);
    }

    function finish() {
      setBusy(-1);
      next();
    }

    function fail(item, message) {
      item.row.className = 'error';
      item.bar.hidden = true;
      // The reason stays on the file's own row; the summary below is cleared by the next upload.
      item.status.textContent = 'Not accepted: ' + message;
      var text = message.indexOf(item.file.name) === -1 ? item.file.name + ': ' + message : message;
      errors.appendChild(el('p', '', text));
      input.setAttribute('aria-invalid', 'true');
    }

    function add(files) {
      for (var i = 0; i < files.length; i++) {
        var file = files[i];
        var row = el('li');
        var bar = el('progress');
        bar.max = 1;
        bar.value = 0;
        bar.setAttribute('aria-label', 'Uploading ' + file.name);
        var status = el('span', 'muted', 'Waiting');
        row.appendChild(el('span', 'name', file.name));
        row.appendChild(bar);
        row.appendChild(status);
        list.appendChild(row);
        queue.push({ file: file, row: row, bar: bar, status: status });
        setBusy(1);
      }
      if (!running) next();
    }

    // The file picker and, on a phone, the camera ("Take a photo") feed the same queue.
    var inputs = form.querySelectorAll('input[type=file]');
    for (var k = 0; k < inputs.length; k++) watch(inputs[k]);
    function watch(field) {
      field.addEventListener('change', function () {
        if (field.files && field.files.length) {
          errors.textContent = '';
          input.removeAttribute('aria-invalid');
          add(field.files);
        }
        field.value = '';
      });
    }
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    drop.addEventListener('dragover', function (e) {
      e.preventDefault();
      drop.className = 'drop over';
    });
    drop.addEventListener('dragleave', function () { drop.className = 'drop'; });
    drop.addEventListener('drop', function (e) {
      e.preventDefault();
      drop.className = 'drop';
      if (e.dataTransfer && e.dataTransfer.files.length) {
        errors.textContent = '';
        add(e.dataTransfer.files);
      }
    });
  }

  var forms = document.querySelectorAll('form[data-upload]');
  for (var i = 0; i < forms.length; i++) enhance(forms[i]);
})();
