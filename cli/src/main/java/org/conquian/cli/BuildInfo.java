package org.conquian.cli;

import org.conquian.rules.Profile;
import picocli.CommandLine.IVersionProvider;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * What this build is: the project's version and the commit it was built from, written into the jar by the build.
 * A build outside a git clone (a source archive) has no commit, and says so.
 */
record BuildInfo(String version, String commit, boolean dirty) {

    private static final String RESOURCE = "/conquian-build.properties";

    static BuildInfo current() {
        Properties properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BuildInfo(filled(properties, "version"), filled(properties, "commit"), "true".equals(properties.getProperty("dirty")));
    }

    /** A value the build did not fill in is still its {@code ${placeholder}}. */
    private static String filled(Properties properties, String key) {
        String value = properties.getProperty(key, "");
        return value.isEmpty() || value.startsWith("${") ? "unknown" : value;
    }

    /** What {@code conquian --version} prints. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            BuildInfo build = current();
            return new String[] {
                    "conquian " + build.version(),
                    "commit " + build.commit() + (build.dirty() ? " (with changes not committed)" : ""),
                    "interchange format v1; profiles " + Profile.ids()};
        }
    }
}
