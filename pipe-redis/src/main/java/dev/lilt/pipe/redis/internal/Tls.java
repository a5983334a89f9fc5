package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.TlsVerification;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SslOptions;
import io.lettuce.core.SslVerifyMode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** TLS: the {@code verifyPeer} URI parameter and the trust and key material of {@link Settings}. */
public final class Tls {
    /*
     * Design note.
     *
     * Lettuce reads the URI's verifyPeer with SslVerifyMode.valueOf, so only NONE/CA/FULL parse and
     * the common verifyPeer=false fails deep inside the client. The URI is normalised here
     * (true -> FULL, false -> NONE, any case), and an unknown value is rejected where the URI is given.
     */

    private static final Pattern VERIFY_PEER = Pattern.compile("([?&]verifyPeer=)([^&#]*)", Pattern.CASE_INSENSITIVE);

    /**
     * The TLS settings of a pipe.
     *
     * @param verification the verification mode, or null to take the URI's (default FULL)
     * @param trustStore a JKS or PKCS#12 trust store, or null
     * @param trustStorePassword its password, or null
     * @param trustCertificates a PEM file of trusted certificates, or null
     * @param keyStore a JKS or PKCS#12 key store holding the client certificate, or null
     * @param keyStorePassword its password, or null
     */
    public record Settings(TlsVerification verification, Path trustStore, char[] trustStorePassword,
            Path trustCertificates, Path keyStore, char[] keyStorePassword) {
        /** No verification override, no material: the URI and the JDK defaults decide. */
        public static final Settings DEFAULT = new Settings(null, null, null, null, null, null);

        boolean hasMaterial() {
            return trustStore != null || trustCertificates != null || keyStore != null;
        }
    }

    private Tls() {
    }

    /**
     * Rewrites the URI's {@code verifyPeer} to the names Lettuce parses.
     *
     * @param uri the URI
     * @return the URI Lettuce gets
     * @throws IllegalArgumentException if {@code verifyPeer} is not true, false, none, ca or full
     */
    public static String normalize(String uri) {
        Matcher m = VERIFY_PEER.matcher(uri);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String mode = switch (m.group(2).toLowerCase(Locale.ROOT)) {
                case "true", "full" -> "FULL";
                case "false", "none" -> "NONE";
                case "ca" -> "CA";
                default -> throw new IllegalArgumentException("verifyPeer must be true, false, none, ca or full: "
                        + m.group(2));
            };
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + mode));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Checks that Lettuce accepts a URI.
     *
     * @param uri the URI
     * @throws IllegalArgumentException naming the URI and what is wrong with it
     */
    public static void check(String uri) {
        String normalized = normalize(uri);
        try {
            RedisURI.create(normalized);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a Redis URI: " + uri + ": " + e.getMessage(), e);
        }
    }

    /** The Lettuce URI of the pipe, with its verification mode. */
    static RedisURI uri(PipeOptions options) {
        RedisURI uri = RedisURI.create(normalize(options.uri()));
        TlsVerification verification = options.tls().verification();
        if (verification != null) {
            uri.setVerifyPeer(SslVerifyMode.valueOf(verification.name()));
        }
        return uri;
    }

    /** Adds the trust and key material, if any, to a client's options. */
    static void apply(PipeOptions options, ClientOptions.Builder builder) {
        Settings tls = options.tls();
        if (!tls.hasMaterial()) {
            return;
        }
        SslOptions.Builder ssl = SslOptions.builder().jdkSslProvider();
        if (tls.trustStore() != null) {
            ssl.truststore(SslOptions.Resource.from(tls.trustStore().toFile()), tls.trustStorePassword());
        }
        if (tls.trustCertificates() != null) {
            ssl.trustManager(tls.trustCertificates().toFile());
        }
        if (tls.keyStore() != null) {
            ssl.keystore(tls.keyStore().toFile(), tls.keyStorePassword());
        }
        builder.sslOptions(ssl.build());
    }
}
