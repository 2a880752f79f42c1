# The app processes behind Varnish (docker-compose.yml's app and app2). Tests write their own.
backend app1 { .host = "app"; .port = "3000"; .probe = { .url = "/api/ping"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; } }
backend app2 { .host = "app2"; .port = "3000"; .probe = { .url = "/api/ping"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; } }

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
}
