import Combine
import ExhaustiveCore
