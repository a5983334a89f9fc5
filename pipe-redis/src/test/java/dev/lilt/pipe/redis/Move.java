package dev.lilt.pipe.redis;

/**
 * A JSON message of the tests.
 *
 * @param piece the piece
 * @param dx the columns moved
 * @param dy the rows moved
 */
record Move(String piece, int dx, int dy) {
}
