package org.conquian.broker;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * A broker secured as a shared cluster is: clients authenticate with SASL/SCRAM-SHA-512 over TLS, and the
 * standard authorizer lets each principal do only what its ACLs allow. The broker's TLS key and certificate
 * are made here by the JDK's keytool (no network, no other tool), the SCRAM users are written into the storage
 * when it is formatted, and all of it is kept in files of the broker's directory (beside its storage, which
 * takes every folder there for a partition's), so a restarted broker keeps its
 * keys and users. The broker itself uses the super user {@link #ADMIN} between its own listeners, and a TLS
 * client certificate on its controller listener, which serves no one else.
 */
public final class BrokerSecurity {

    /** The super user: the broker itself, and whoever grants the ACLs. */
    public static final String ADMIN = "admin";
    public static final String MECHANISM = "SCRAM-SHA-512";
    /** The principal of the broker's own certificate, on its controller listener. */
    private static final String CERTIFICATE_NAME = "CN=conquian-broker";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path folder;
    private final Map<String, String> passwords;
    private final String storePassword;

    private BrokerSecurity(Path folder, Map<String, String> passwords, String storePassword) {
        this.folder = folder;
        this.passwords = Map.copyOf(passwords);
        this.storePassword = storePassword;
    }

    /**
     * The security kept in the broker's directory, made on first use: a key and certificate, and a password
     * for the admin and for each user named (all random, kept in {@code users.properties}).
     */
    public static BrokerSecurity in(Path brokerDirectory, List<String> users) throws IOException {
        Files.createDirectories(brokerDirectory);
        Path file = users(brokerDirectory);
        Map<String, String> passwords = new LinkedHashMap<>();
        if (Files.exists(file)) {
            Properties kept = new Properties();
            try (Reader reader = Files.newBufferedReader(file)) {
                kept.load(reader);
            }
            kept.stringPropertyNames().forEach(user -> passwords.put(user, kept.getProperty(user)));
        }
        boolean added = false;
        for (String user : concat(ADMIN, users)) {
            if (!passwords.containsKey(user)) {
                passwords.put(user, secret());
                added = true;
            }
        }
        if (added) {
            Properties kept = new Properties();
            kept.putAll(passwords);
            try (Writer writer = Files.newBufferedWriter(file)) {
                kept.store(writer, "the SCRAM users of this broker and their passwords");
            }
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
        // the stores' own password, which every client's settings hold: no user's
        Path storeFile = brokerDirectory.resolve("store.password");
        if (!Files.exists(storeFile)) {
            Files.writeString(storeFile, secret());
            Files.setPosixFilePermissions(storeFile, PosixFilePermissions.fromString("rw-------"));
        }
        BrokerSecurity security = new BrokerSecurity(brokerDirectory, passwords, Files.readString(storeFile).strip());
        if (!Files.exists(security.trustStore())) {
            security.makeKeys();
        }
        return security;
    }

    /** Where the users and their passwords are kept. */
    public static Path users(Path brokerDirectory) {
        return brokerDirectory.resolve("users.properties");
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private static String secret() {
        byte[] secret = new byte[18];
        RANDOM.nextBytes(secret);
        return HexFormat.of().formatHex(secret);
    }

    public String password(String user) {
        String password = passwords.get(user);
        if (password == null) {
            throw new IllegalArgumentException("this broker has no user " + user + "; it has " + passwords.keySet());
        }
        return password;
    }

    /** The store of the certificate clients trust: the broker's own, as no authority signed it. Its password is {@link #storePassword}. */
    public Path trustStore() {
        return folder.resolve("truststore.p12");
    }

    private Path keyStore() {
        return folder.resolve("broker.p12");
    }

    /** The stores' password; not a secret, as the trust store holds no key, but no user's password either. */
    public String storePassword() {
        return storePassword;
    }

    /** The client settings of a user: SASL/SCRAM over TLS, trusting the broker's certificate. */
    public Map<String, String> clientConfig(String user, String password) {
        Map<String, String> config = new LinkedHashMap<>();
        config.put("security.protocol", "SASL_SSL");
        config.put("sasl.mechanism", MECHANISM);
        config.put("sasl.jaas.config", jaas(user, password));
        config.put("ssl.truststore.type", "PKCS12");
        config.put("ssl.truststore.location", trustStore().toString());
        config.put("ssl.truststore.password", storePassword());
        return config;
    }

    /** The client settings of one of this broker's users, with its password. */
    public Map<String, String> clientConfig(String user) {
        return clientConfig(user, password(user));
    }

    /**
     * Writes each user's client settings (the admin's too) to {@code NAME.client.properties} in the broker's directory,
     * readable by its owner only: files, as the broker takes every folder there for a partition.
     */
    public void writeClientConfigs() throws IOException {
        for (String user : passwords.keySet()) {
            Properties config = new Properties();
            config.putAll(clientConfig(user));
            Path file = folder.resolve(user + ".client.properties");
            try (Writer writer = Files.newBufferedWriter(file)) {
                config.store(writer, "the Kafka client settings of " + user + ": --kafka-config " + file);
            }
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }

    private static String jaas(String user, String password) {
        return "org.apache.kafka.common.security.scram.ScramLoginModule required username=\"" + user + "\" password=\"" + password + "\";";
    }

    /** Replaces the open listeners of a broker's settings with SASL_SSL for clients and TLS for the controller. */
    void secure(Properties config, int clientPort, int controllerPort) {
        config.put("listeners", "SASL_SSL://127.0.0.1:" + clientPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
        config.put("advertised.listeners", "SASL_SSL://127.0.0.1:" + clientPort);
        config.put("listener.security.protocol.map", "CONTROLLER:SSL,SASL_SSL:SASL_SSL");
        config.put("inter.broker.listener.name", "SASL_SSL");
        config.put("sasl.enabled.mechanisms", MECHANISM);
        config.put("sasl.mechanism.inter.broker.protocol", MECHANISM);
        config.put("listener.name.sasl_ssl." + MECHANISM.toLowerCase(Locale.ROOT) + ".sasl.jaas.config", jaas(ADMIN, password(ADMIN)));
        config.put("ssl.keystore.type", "PKCS12");
        config.put("ssl.keystore.location", keyStore().toString());
        config.put("ssl.keystore.password", password(ADMIN));
        config.put("ssl.key.password", password(ADMIN));
        config.put("ssl.truststore.type", "PKCS12");
        config.put("ssl.truststore.location", trustStore().toString());
        config.put("ssl.truststore.password", storePassword());
        // only the broker itself, with its certificate, may talk to its controller
        config.put("listener.name.controller.ssl.client.auth", "required");
        config.put("authorizer.class.name", "org.apache.kafka.metadata.authorizer.StandardAuthorizer");
        config.put("super.users", "User:" + ADMIN + ";User:" + CERTIFICATE_NAME);
    }

    /** The storage tool's arguments that add the SCRAM users when the storage is formatted. */
    List<String> formatArguments() {
        List<String> arguments = new ArrayList<>();
        passwords.forEach((user, password) -> {
            arguments.add("--add-scram");
            arguments.add(MECHANISM + "=[name=" + user + ",password=" + password + "]");
        });
        return arguments;
    }

    /** The broker's key and self-signed certificate, for 127.0.0.1 and localhost, and a store of the certificate alone. */
    private void makeKeys() throws IOException {
        Path certificate = folder.resolve("broker.crt");
        // the key's store is the broker's alone, under the admin's password; the certificate's is every client's
        String keyPassword = password(ADMIN);
        keytool("-genkeypair", "-alias", "broker", "-keyalg", "EC", "-groupname", "secp256r1", "-sigalg", "SHA256withECDSA",
                "-dname", CERTIFICATE_NAME, "-ext", "SAN=dns:localhost,ip:127.0.0.1", "-validity", "3650",
                "-keystore", keyStore().toString(), "-storetype", "PKCS12", "-storepass", keyPassword, "-keypass", keyPassword);
        keytool("-exportcert", "-rfc", "-alias", "broker", "-keystore", keyStore().toString(), "-storepass", keyPassword,
                "-file", certificate.toString());
        keytool("-importcert", "-noprompt", "-alias", "broker", "-file", certificate.toString(),
                "-keystore", trustStore().toString(), "-storetype", "PKCS12", "-storepass", storePassword());
    }

    private static void keytool(String... arguments) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        // it asks nothing with these arguments; should it, it reads the end of its input and fails
        process.getOutputStream().close();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("keytool " + arguments[0] + " did not finish within 120 s");
            }
            if (process.exitValue() != 0) {
                throw new IOException("keytool " + arguments[0] + " failed: " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while keytool ran", e);
        }
    }
}
