/** Shown while `public-site` has not been built (tests, a fresh clone): the server stays up and says why. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>سایت ساخته نشده است</title></head>
<body style="font-family:system-ui,Tahoma,sans-serif;text-align:center;padding:48px 16px;color:#1b1f24">
<h1>سایت هنوز ساخته نشده است</h1>
<p>site not built: run <code dir="ltr">pnpm build</code> in <code dir="ltr">public-site/</code>, then reload.</p>
</body></html>`;

/** Last resort when rendering itself fails; the status stays 500. */
export const RENDER_FAILED_HTML = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>خطای داخلی سرور</title></head>
<body style="font-family:system-ui,Tahoma,sans-serif;text-align:center;padding:48px 16px;color:#1b1f24">
<p style="font-size:48px;margin:0;color:#e63946">۵۰۰</p><h1>خطای داخلی سرور</h1><p>Internal Server Error</p>
<p><a href="/">بازگشت به صفحه اصلی</a></p>
</body></html>`;
