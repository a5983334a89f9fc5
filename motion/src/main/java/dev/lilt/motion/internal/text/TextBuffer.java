package dev.lilt.motion.internal.text;

/**
 * A text motion's reusable output: a char array and a length, seen by binders as a
 * {@link CharSequence}. Written in place every frame, so a binder must copy what it keeps.
 */
public final class TextBuffer implements CharSequence {
    public final char[] chars;
    public int length;

    public TextBuffer(int capacity) {
        this.chars = new char[capacity];
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("index must be in [0, " + length + "): " + index);
        }
        return chars[index];
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        if (start < 0 || end > length || start > end) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
        return new String(chars, start, end - start);
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
