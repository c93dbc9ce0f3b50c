"""The templates are compiled once on this machine, not again at every start of the service
(Jinja's bytecode cache): a server of the suite, or the host's laptop after a restart, spent
about half a second of each start compiling them."""

from tests.pages.conftest import Browser


def test_a_new_start_reads_the_templates_compiled_before(make_site, monkeypatch):
    assert Browser(make_site()).get("/").status_code == 200
    second = make_site()
    compiled = []
    env = second.app.jinja_env
    monkeypatch.setattr(env, "compile", lambda *args, **kwargs: compiled.append(args[1]) or None)
    assert Browser(second).get("/").status_code == 200
    assert compiled == []
