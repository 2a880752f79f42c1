const { chromium } = require('/work/main/node_modules/.pnpm/playwright-core@1.65.1/node_modules/playwright-core');
const fs = require('fs');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
  const p = await b.newPage();
  fs.writeFileSync('/tmp/v.html', '<video id=v src="demo.webm" muted autoplay></video>');
  await p.goto('file:///tmp/v.html');
  await p.waitForTimeout(4000);
  console.log(await p.evaluate(() => { const v = document.getElementById('v'); return { d: v.duration, t: v.currentTime, w: v.videoWidth, h: v.videoHeight, err: v.error && v.error.message, ended: v.ended, frames: v.getVideoPlaybackQuality().totalVideoFrames }; }));
  await b.close();
})();
