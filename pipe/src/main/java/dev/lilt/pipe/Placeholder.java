package dev.lilt.pipe; final class Placeholder { private Placeholder() { } }
