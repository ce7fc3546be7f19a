// Loaded `defer` from <head> (root.tsx): it runs before DOMContentLoaded, so before the page's
// scripts, which start after the first paint (prerender/islands-pages.ts) and take a while. It makes
// the page's controls work from their first paint. Until <html data-hydrated="true"> (entry.client.tsx):
// - A click on a button that only JavaScript makes work (not a form's submit button: forms post
//   natively; links are left to the browser too) is held: its default and every other listener
//   are stopped, and it is replayed once, as `button.click()`, when the page is ready. A button
//   pressed before and released after is held the same way, so one press is one replay.
// - What is typed in a field is remembered. Once ready, each field gets its value again through the
//   input events typing sends (so the component's state takes it, not only the DOM), with its
//   caret; a field React re-created is found by its name.
// Plain ES5 and no build step: it is served as written (`?url`).
(function () {
  var doc = document;
  var html = doc.documentElement;
  var heldPresses = [];
  var typed = new Map();
  var pressedEarly = new WeakSet();
  var replaying = false;

  function ready() {
    return html.getAttribute('data-hydrated') === 'true';
  }

  function buttonOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest('button') : null;
  }

  /** Sets a field's value the way typing does, so React's onChange sees it. */
  function type(field, value) {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function restore(state, field) {
    var current = field.isConnected ? field : field.name && doc.getElementsByName(field.name)[0];
    if (!current) return;
    if (current.type === 'checkbox' || current.type === 'radio') {
      if (current.checked !== state.checked) current.click();
      return;
    }
    // Emptied first: React only reports a value that differs from the one it last saw.
    type(current, '');
    type(current, state.value);
    if (state.focused && current !== field) current.focus();
    if (doc.activeElement === current) {
      try {
        current.setSelectionRange(state.start, state.end);
      } catch {
        // e-mail fields have no caret API
      }
    }
  }

  function replay() {
    setTimeout(function () {
      replaying = true;
      typed.forEach(restore);
      typed.clear();
      var button;
      while ((button = heldPresses.shift())) if (button.isConnected) button.click();
      replaying = false;
    }, 0);
  }

  doc.addEventListener('pointerdown', function (event) {
    var button = buttonOf(event);
    if (button && !ready()) pressedEarly.add(button);
  }, true);

  doc.addEventListener('click', function (event) {
    var button = buttonOf(event);
    if (replaying || !button || (button.type === 'submit' && button.form)) return;
    if (ready() && !pressedEarly.has(button)) return;
    pressedEarly.delete(button);
    event.preventDefault();
    event.stopImmediatePropagation();
    if (heldPresses.indexOf(button) < 0) heldPresses.push(button);
    if (ready()) replay();
  }, true);

  doc.addEventListener('input', function (event) {
    var field = event.target;
    if (replaying || ready() || !/^(INPUT|TEXTAREA)$/.test(field.tagName)) return;
    typed.set(field, {
      value: field.value,
      checked: field.checked,
      start: field.selectionStart,
      end: field.selectionEnd,
      focused: doc.activeElement === field,
    });
  }, true);

  new MutationObserver(function () {
    if (ready()) replay();
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
})();
