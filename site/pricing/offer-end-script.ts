// A page left open when its campaign ends returns to the regular prices at that moment: this
// inline script (in <head>, allowed by its hash like the page's other inline scripts) turns the
// visitor's `offer-live` into `offer-none` on <html data-visitor> at the campaign's end, or at
// once if the page is opened after it (a copy from the browser's cache). The server and the edge
// decide the same at each request (pricing/offers.ts offerLiveFor). A countdown the visitor was
// watching stays, at zero and saying the offer ended (spec §4), its banner no longer waiting for
// the offer (`data-offer-countdown`, Banners.tsx); a page opened after the end shows none.
// Only the root layout imports it.
export const OFFER_END_SCRIPT = `(function(){
var r=document.documentElement,m=document.querySelector('meta[name=campaign]');if(!m)return;
var left=+m.getAttribute('content').split(' ')[1]-Date.now();
function end(){var t=(r.getAttribute('data-visitor')||'').split(' '),i=t.indexOf('offer-live');if(i<0)return;
if(left>0){var w=document.querySelectorAll('[data-offer-countdown]');for(var j=0;j<w.length;j++)w[j].removeAttribute('data-when')}
t[i]='offer-none';r.setAttribute('data-visitor',t.join(' '))}
if(left<=0)end();else if(left<2147483647)setTimeout(end,left)})()`;
