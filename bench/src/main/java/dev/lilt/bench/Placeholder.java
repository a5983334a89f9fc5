package dev.lilt.bench; final class Placeholder { private Placeholder() { } }
