/**
 * Runs first in <head> (root.tsx inlines it): where the browser blocks web storage (cookies off,
 * some private modes), reading `localStorage` throws. Our own code copes (storage.ts), but React
 * Router's scroll-restoration script does not: its error handler touches sessionStorage again and
 * throws on every page. A memory stand-in for the visit keeps every script working.
 */
export const STORAGE_FALLBACK_SCRIPT = `(function(){['localStorage','sessionStorage'].forEach(function(n){try{window[n].getItem('')}catch(e){var m={},s={getItem:function(k){return Object.prototype.hasOwnProperty.call(m,k)?m[k]:null},setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]},clear:function(){m={}},key:function(i){return Object.keys(m)[i]||null}};Object.defineProperty(s,'length',{get:function(){return Object.keys(m).length}});try{Object.defineProperty(window,n,{value:s,configurable:true})}catch(f){}}})})();`;
