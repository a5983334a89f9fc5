package dev.lilt.motion.value;

/**
 * Receives a text motion's current text together with a state object:
 * {@code bind(label, (text, l) -> l.setText(text.toString()))}, or allocation-free for a sink that
 * accepts a {@link CharSequence}, e.g. {@code bind(builder, (text, sb) -> sb.setLength(0).append(text))}.
 *
 * <p>The {@code CharSequence} is a view of the motion's reusable buffer: it is valid only during
 * the call, and its content changes on the next frame. Copy it ({@code toString()}) to keep it.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface TextBinder<S> {
    /**
     * Receives the text of one frame.
     *
     * @param text  the current text, valid only during this call
     * @param state the state object given to {@code bind}
     */
    void accept(CharSequence text, S state);
}
