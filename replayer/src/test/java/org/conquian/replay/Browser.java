package org.conquian.replay;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;

/**
 * Headless Chromium for a test class's tests, registered with {@code @RegisterExtension}: started once before them
 * (they are skipped, saying why, where Chromium is not installed) and closed after them.
 */
public final class Browser implements BeforeAllCallback, AfterAllCallback {

    private Chromium chromium;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        chromium = Chromium.start(Duration.ofSeconds(60));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (chromium != null) {
            chromium.close();
        }
    }

    public Chromium chromium() {
        return chromium;
    }
}
