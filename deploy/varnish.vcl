vcl 4.1;

# Lanka Hills Tea: reference Varnish (7.1) cache between nginx and the server.
#
#   visitor -> nginx (TLS, deploy/nginx.conf) -> Varnish (this file, 127.0.0.1:6081)
#           -> npm run serve (127.0.0.1:3000, TRUST_PROXY=2)
#
# Who writes X-Forwarded-For: nginx appends the visitor's address ($remote_addr); Varnish itself
# (not this file) appends the address it was reached from, nginx's 127.0.0.1. The server sees
# Varnish's socket and reads the list from the right: TRUST_PROXY=2 trusts exactly those two
# hops and counts the visitor. With TRUST_PROXY=1 every visitor would be nginx, one rate-limit
# budget for the whole world. Whatever a visitor writes in its own header stays on the left.
#
# Run: varnishd -f /etc/varnish/lankahills.vcl -a 127.0.0.1:6081 -s malloc,256m
# tests/integration/behind-varnish.test.ts runs this very file (changing only the backend's
# port, the line marked "test:").

backend origin {
    .host = "127.0.0.1";
    # test: the port of the test's own production server.
    .port = "3000";
    .connect_timeout = 5s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 30s;
}

sub vcl_recv {
    # The site sets no cookie at all (docs/decisions/008-no-cookies.md; the server never sends
    # Set-Cookie), so every Cookie a browser sends is someone else's: analytics (_ga, _gid),
    # a consent banner's, a former site's on the same name. The origin reads none. Left on the
    # request, Varnish's built-in rules pass any request with a Cookie to the origin uncached,
    # so one analytics cookie would make every page a miss. Should the site ever set a cookie,
    # keep that one here (and read docs/architecture.md 'Caching and personal data' first).
    unset req.http.Cookie;

    # Compression: the origin sends brotli or gzip itself (pages ready-compressed, assets
    # precompressed) with `Vary: Accept-Encoding`. Varnish knows only gzip: after this
    # subroutine it rewrites every Accept-Encoding to `gzip` (or removes it), which would fetch
    # and keep the gzip copy only and give it to brotli clients too. So the encoding the client
    # takes is decided here, kept aside in X-Lankahills-Encoding, hashed on (one object per
    # encoding: br, gzip, identity) and given back to the origin in vcl_backend_fetch.
    if (req.http.Accept-Encoding ~ "(^|[\s,])br($|[\s,;])" &&
        req.http.Accept-Encoding !~ "(^|[\s,])br\s*;\s*q=0(\.0*)?($|[\s,])") {
        set req.http.X-Lankahills-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(^|[\s,])gzip($|[\s,;])" &&
        req.http.Accept-Encoding !~ "(^|[\s,])gzip\s*;\s*q=0(\.0*)?($|[\s,])") {
        set req.http.X-Lankahills-Encoding = "gzip";
    } else {
        set req.http.X-Lankahills-Encoding = "identity";
    }
    # No return: Varnish's built-in vcl_recv follows (GET and HEAD are looked up, everything
    # else, the forms' POSTs included, goes to the origin uncached).
}

sub vcl_hash {
    hash_data(req.http.X-Lankahills-Encoding);
    # No return: the built-in vcl_hash adds the URL and the Host.
}

sub vcl_backend_fetch {
    # The client's own choice, not Varnish's `gzip`.
    if (bereq.http.X-Lankahills-Encoding == "identity") {
        unset bereq.http.Accept-Encoding;
    } else {
        set bereq.http.Accept-Encoding = bereq.http.X-Lankahills-Encoding;
    }
    unset bereq.http.X-Lankahills-Encoding;
}

sub vcl_backend_response {
    # Store and send what the origin compressed, as it is: never compress, never uncompress.
    set beresp.do_gzip = false;
    set beresp.do_gunzip = false;
    # How long a page is fresh and may stand in while it is fetched again come from the
    # origin's own `s-maxage=60, stale-while-revalidate=600`, which Varnish reads itself
    # (beresp.ttl and beresp.grace); `private, no-store` answers are never kept.
}

sub vcl_deliver {
    # Diagnosis, beside nginx's X-Cache-Status: HIT or MISS in this cache.
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "HIT";
    } else {
        set resp.http.X-Varnish-Cache = "MISS";
    }
}
