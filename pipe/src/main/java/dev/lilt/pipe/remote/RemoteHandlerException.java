package dev.lilt.pipe.remote;

/**
 * The remote handler of a request threw (or returned null, or could not decode the request). The
 * remote exception's class name and message cross the wire as text; no remote class is
 * instantiated here.
 */
public final class RemoteHandlerException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The request type. */
    private final String type;
    /** The class name of the remote exception. */
    private final String remoteType;
    /** The message of the remote exception, or null. */
    private final String remoteMessage;

    /**
     * Creates the exception.
     *
     * @param type the request type
     * @param remoteType the class name of the exception the remote handler threw
     * @param remoteMessage its message, or null if it had none
     */
    public RemoteHandlerException(String type, String remoteType, String remoteMessage) {
        super("the '" + type + "' handler threw " + remoteType + (remoteMessage == null ? "" : ": " + remoteMessage));
        this.type = type;
        this.remoteType = remoteType;
        this.remoteMessage = remoteMessage;
    }

    /**
     * The request type.
     *
     * @return the type the request was sent to
     */
    public String type() {
        return type;
    }

    /**
     * The class name of the exception the remote handler threw, for example
     * {@code "java.lang.IllegalStateException"}.
     *
     * @return the fully qualified class name
     */
    public String remoteType() {
        return remoteType;
    }

    /**
     * The message of the exception the remote handler threw.
     *
     * @return the message, or null if it had none
     */
    public String remoteMessage() {
        return remoteMessage;
    }
}
