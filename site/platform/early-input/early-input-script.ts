// The inline half of early input (early-input.ts says what both halves do): plain ES5 in a string,
// written into every page's <head> by root.tsx (its bytes are budgeted with the HTML's), apart
// from the replay so the browser's bundle does not carry it too; and how a held press looks.
import { globalCss } from '../../../design-system/stitches.config.ts';

/** A held press shows it is taken: its button waits (`data-held`, until its island replays it). */
export const heldButtonStyles = globalCss({ 'button[data-held]': { cursor: 'progress', opacity: 0.6 } });

/** Fills window.__earlyInput (EarlyInput in early-input.ts) with what is done to an island before it is hydrated (its box `data-hydrated="true"`). */
export const EARLY_INPUT_SCRIPT = `(function(d,q){function ready(t){var i=t.closest('[data-island]');return!i||i.getAttribute('data-hydrated')==='true'}
d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');if(!b||ready(b)||(b.type==='submit'&&b.form))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute('data-held','');if(q.held.indexOf(b)<0)q.held.push(b)},true);
d.addEventListener('input',function(e){var f=e.target;if(!/^(INPUT|TEXTAREA)$/.test(f.tagName)||ready(f))return;q.typed.set(f,{value:f.value,checked:f.checked,start:f.selectionStart,end:f.selectionEnd,focused:d.activeElement===f})},true)})(document,window.__earlyInput={held:[],typed:new Map()});`;
