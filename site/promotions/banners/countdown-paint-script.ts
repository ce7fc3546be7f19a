// A countdown's digits right in the page's first paint. The prerendered HTML holds the digits of
// the build; this inline script (allowed by its hash, like the page's other inline scripts: server/
// security.ts) runs as the parser reaches it, after the top banners and before the first paint,
// and sets each running countdown's digits and words for the time now, the way the Countdown
// component renders them (countdown-paint.test.tsx proves the two alike). It writes that time on
// <html data-countdown-at>, and the banners hydrate from it (use-clock.ts), so hydration finds
// what it renders. A countdown that has ended since the build is left alone, hidden until the
// banners hydrate (Banners.tsx). Without JavaScript the banner says when the offer ends instead.
// Only the root layout imports this module: the script is in the page, not in a bundle.
export const COUNTDOWN_PAINT_SCRIPT = `(function(){
var now=Date.now(),root=document.documentElement,units=['days','hours','minutes','seconds'],timers=document.querySelectorAll('[role=timer][data-ends-at]');
var rule=new Intl.PluralRules(root.lang||'en'),pad=function(n){return (n<10?'0':'')+n};
for(var i=0;i<timers.length;i++)if(+timers[i].getAttribute('data-ends-at')<=now+999)return;
for(var j=0;j<timers.length;j++){
var t=timers[j],left=Math.floor((+t.getAttribute('data-ends-at')-now)/1000),forms=JSON.parse(t.getAttribute('data-word-forms'));
var parts={days:Math.floor(left/86400),hours:Math.floor(left%86400/3600),minutes:Math.floor(left%3600/60),seconds:left%60},spoken=[];
for(var k=0;k<4;k++){var u=units[k],f=forms[u],w=f[rule.select(parts[u])]||f.other,s=t.querySelector('[data-unit='+u+']');
s.querySelector('[data-part=digits]').textContent=pad(parts[u]);s.querySelector('[data-part=word]').textContent=w;spoken.push(parts[u]+' '+w)}
t.querySelector('[data-part=spoken]').textContent=spoken.join(', ')}
root.dataset.countdownAt=String(now)})()`;

