package dev.lilt.pipe.redis.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lilt.pipe.remote.MessageCodec;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * JSON through Jackson 2. One shared, immutable mapper: no default typing (no class names on the
 * wire, so a payload cannot pick which class is instantiated), unknown properties rejected,
 * trailing tokens rejected.
 */
public final class JacksonCodec<T> implements MessageCodec<T> {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private final Class<T> type;

    /**
     * A codec for one type.
     *
     * @param type the class messages decode to
     */
    public JacksonCodec(Class<T> type) {
        this.type = type;
    }

    @Override
    public byte[] encode(T message) {
        try {
            return MAPPER.writeValueAsBytes(message);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot encode a " + message.getClass().getName()
                    + " as JSON: " + e.getOriginalMessage(), e);
        }
    }

    @Override
    public T decode(byte[] bytes) {
        try {
            T value = MAPPER.readValue(bytes, type);
            if (value == null) {
                throw new IllegalArgumentException("JSON null is not a " + type.getName());
            }
            return value;
        } catch (IOException e) {
            throw new UncheckedIOException("not a JSON " + type.getName(), e);
        }
    }

    @Override
    public String toString() {
        return "MessageCodec.json(" + type.getName() + ")";
    }
}
