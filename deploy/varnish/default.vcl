vcl 4.1;
# Varnish in front of the Meydan app processes (Debian: varnish, varnish-modules).
#
# Keeps anonymous public answers for as long as the app's Surrogate-Control says (a day by default)
# and drops them when the app purges their tags: PURGE with an `xkey-purge` header naming tags,
# BAN for everything (see server/src/cdn/varnish.ts). Browsers still get the app's own short
# Cache-Control. Signed-in readers, readers of the Gregorian calendar, staff and everything that is
# not GET or HEAD go straight to the app.

import std;
import xkey;
import directors;

# The app processes: backends named here and added to `app` in vcl_init (a file of its own so the
# tests and each deployment write theirs; see backends.vcl beside this file).
include "backends.vcl";

# Who may purge: the app processes' own addresses. Edit to the deployment's networks.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    set req.backend_hint = app.backend();

    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.method == "BAN") {
            # Everything: the app's fallback when tag purges keep failing, and a new build.
            ban("obj.status != 0");
            return (synth(200, "Banned"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Staff work, sign-in, live streams, media uploads' previews: never kept here.
    if (req.url ~ "^/(admin|preview|api/admin|api/auth|api/public/live)(/|$|\?)") {
        return (pass);
    }
    # A signed-in reader, or one who chose the Gregorian calendar, gets pages made for them alone.
    if (req.http.Cookie ~ "(^|;\s*)meydan_session=" || req.http.Cookie ~ "(^|;\s*)meydan_calendar=gregorian") {
        return (pass);
    }
    # Every other cookie means nothing to a public page: one kept copy serves everyone.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # Kept as long as the app says a purged cache may keep it; the app's tags index it for purges.
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        # Served stale for a while when the app is down (its stale-if-error says a day).
        set beresp.grace = 1h;
        set beresp.keep = 0s;
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    unset beresp.http.Surrogate-Control;
    # Answers meant for one reader are never kept.
    if (beresp.http.Cache-Control ~ "private|no-store" || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
    }
    return (deliver);
}

sub vcl_deliver {
    # The tags are for this cache only.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
