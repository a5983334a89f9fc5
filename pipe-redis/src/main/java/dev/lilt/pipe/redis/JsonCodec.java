package dev.lilt.pipe.redis;

import dev.lilt.pipe.redis.internal.JacksonCodec;
import dev.lilt.pipe.remote.MessageCodec;
import java.util.Objects;

/**
 * JSON {@link MessageCodec}s through Jackson 2 ({@code com.fasterxml.jackson.core:jackson-databind}),
 * an optional dependency of this module: add it to your build to use them. They work on every
 * engine (a codec is only bytes), but live here because lilt-pipe has no dependencies.
 */
public final class JsonCodec {
    private JsonCodec() {
    }

    /**
     * A JSON codec for one type. Records and plain beans work; unknown properties are rejected,
     * and default typing is off (no class names on the wire, so a payload cannot pick which class
     * is instantiated).
     *
     * @param <T> the message type
     * @param type the class messages decode to
     * @return a JSON codec for {@code type}
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if Jackson is not on the class or module path
     */
    public static <T> MessageCodec<T> of(Class<T> type) {
        Objects.requireNonNull(type, "type == null");
        try {
            Class.forName("com.fasterxml.jackson.databind.ObjectMapper", false, JsonCodec.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("JsonCodec needs com.fasterxml.jackson.core:"
                    + "jackson-databind (2.x) on the class or module path", e);
        }
        return new JacksonCodec<>(type);
    }
}
