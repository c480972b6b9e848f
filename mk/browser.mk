# Headless Chromium for the HTML report tests (tests/reports/test_html_browser.py).
# Debian's `chromium` package, driven by Playwright for Python (the `test` extra) with
# executable_path; Playwright's own browser download (`playwright install`) is never used.
#
#   make browser        install chromium when it is missing (root, or sudo)
#
# `make test` depends on it through TEST_DEPS. Where apt-get is absent the browser tests
# skip (they fail under CI=true instead, so CI cannot pass without them).

CHROMIUM ?= /usr/bin/chromium
BROWSER_SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: browser
browser: $(CHROMIUM)

$(CHROMIUM):
	@if command -v apt-get >/dev/null 2>&1; then \
		echo "installing Debian's chromium for the HTML report tests (mk/browser.mk)"; \
		$(BROWSER_SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(BROWSER_SUDO) apt-get install -y -qq chromium >/dev/null && \
		echo "installed: $$($(CHROMIUM) --version 2>/dev/null)"; \
	else \
		echo "mk/browser.mk: no apt-get here; install Chromium yourself and set FLINK_COMPAT_CHROMIUM" >&2; \
	fi

TEST_DEPS += browser
