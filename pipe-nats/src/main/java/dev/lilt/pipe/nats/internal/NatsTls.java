package dev.lilt.pipe.nats.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** Builds the TLS context of a pipe from a PEM trust file, a trust store and a key store (each optional). */
public final class NatsTls {
    private NatsTls() {
    }

    /**
     * Builds the context.
     *
     * @param trustCertificates a PEM file of trusted certificates, or null
     * @param trustStore a JKS or PKCS#12 trust store, or null
     * @param trustStorePassword its password, or null
     * @param keyStore a JKS or PKCS#12 key store with the client certificate, or null
     * @param keyStorePassword its password, or null
     * @return the context; the JDK's trusted certificates when no trust material is given
     * @throws IllegalArgumentException naming the file that cannot be read and why
     */
    public static SSLContext context(Path trustCertificates, Path trustStore, char[] trustStorePassword, Path keyStore,
            char[] keyStorePassword) {
        try {
            KeyStore trust = null;
            if (trustCertificates != null || trustStore != null) {
                trust = KeyStore.getInstance(KeyStore.getDefaultType());
                trust.load(null, null);
                if (trustCertificates != null) {
                    addPem(trust, trustCertificates);
                }
                if (trustStore != null) {
                    KeyStore loaded = load(trustStore, trustStorePassword, "tlsTrustStore");
                    for (String alias : java.util.Collections.list(loaded.aliases())) {
                        Certificate certificate = loaded.getCertificate(alias);
                        if (certificate != null) {
                            trust.setCertificateEntry("store-" + alias, certificate);
                        }
                    }
                }
            }
            TrustManagerFactory trustManagers =
                    TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trustManagers.init(trust);
            KeyManagerFactory keyManagers = null;
            if (keyStore != null) {
                keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
                keyManagers.init(load(keyStore, keyStorePassword, "tlsKeyStore"),
                        keyStorePassword == null ? new char[0] : keyStorePassword);
            }
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keyManagers == null ? null : keyManagers.getKeyManagers(), trustManagers.getTrustManagers(),
                    null);
            return context;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException("cannot build the TLS context: " + e.getMessage(), e);
        }
    }

    private static void addPem(KeyStore trust, Path pem) throws GeneralSecurityException {
        try (InputStream in = Files.newInputStream(pem)) {
            Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509")
                    .generateCertificates(in);
            if (certificates.isEmpty()) {
                throw new IllegalArgumentException("tlsTrustCertificates holds no certificate: " + pem);
            }
            int i = 0;
            for (Certificate certificate : certificates) {
                trust.setCertificateEntry("pem-" + i++, certificate);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("tlsTrustCertificates cannot be read: " + pem + ": " + e.getMessage(),
                    e);
        }
    }

    private static KeyStore load(Path file, char[] password, String what) throws GeneralSecurityException {
        try {
            return KeyStore.getInstance(file.toFile(), password);
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " cannot be read: " + file + ": " + e.getMessage(), e);
        }
    }
}
