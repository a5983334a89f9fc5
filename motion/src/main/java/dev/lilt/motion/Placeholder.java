package dev.lilt.motion; final class Placeholder { private Placeholder() { } }
