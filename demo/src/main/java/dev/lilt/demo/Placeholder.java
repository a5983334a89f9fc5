package dev.lilt.demo; final class Placeholder { private Placeholder() { } }
