package dev.lilt.pipe.redis;

/** How a {@code rediss://} connection checks the server's certificate. */
public enum TlsVerification {
    /** The certificate chains to a trusted certificate and names the host connected to (the default). */
    FULL,
    /** The certificate chains to a trusted certificate; the host name is not checked. */
    CA,
    /** No check: the connection is encrypted but the server is not authenticated. For tests only. */
    NONE
}
