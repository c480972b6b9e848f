package fidelity;

/**
 * Helpers the BehaviourJob's key selectors call: the bridge follows a selector's calls into the job's
 * own classes (graph/bridge/Behaviour.java), through the class that declares the method.
 */
final class KeyHelpers {
    private KeyHelpers() {}

    static final class Half {
        static Long of(Long i) {
            return i / 2;
        }
    }

    /** Half's code in a class of another name: the same key. */
    static final class Halve {
        static Long of(Long i) {
            return i / 2;
        }
    }

    static final class Third {
        static Long of(Long i) {
            return i / 3;
        }
    }

    static class HalfBase {
        Long key(Long i) {
            return i / 2;
        }
    }

    /** key() is its superclass's. */
    static final class ByHalf extends HalfBase {}

    static class ThirdBase {
        Long key(Long i) {
            return i / 3;
        }
    }

    static final class ByThird extends ThirdBase {}
}
