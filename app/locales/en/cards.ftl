## Cards. Each card message has its spoken label as the value, the word printed on a
## special card as .word (empty on the others), the short label a hand shows as .short,
## and the label with an article as .a and .the.
## Arguments: $colour (red, yellow, green, blue, none), $value, $rings, $face.

card-colour-name = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
   *[blue] Blue
}

# Elfer raus!: a colour and a value 1–20.
card-er = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} { $value }
    .word = {""}
    .short = { $colour ->
        [red] r
        [yellow] y
        [green] g
       *[blue] b
    }{ $value }
    .a = a { card-er }
    .the = the { card-er }

# Elfer raus! cards of one colour in a list, as players say a sorted hand: the colour
# once, then the values ($values, already a list: "2, 4 and 9").
card-er-group = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
} { $values }

# 77: a number card, ×2 or the reverse card.
card-ss = { $face ->
    [double] ×2
    [reverse] reverse
   *[number] { $value }
}
    .word = { $face ->
        [double] two cards
        [reverse] reverse
       *[number] {""}
    }
    .short = { $face ->
        [double] ×2
        [reverse] ⇄
       *[number] { $value }
    }
    .a = { $face ->
        [double] a ×2
        [reverse] a reverse
       *[number] { $value ->
            [8] an
            [11] an
           *[other] a
        } { $value }
    }
    .the = the { card-ss }

# 22Juhu: a number 1–21, 22Juhu, or a zero card of a colour with 1–4 rings.
card-juhu = { $face ->
    [zero] { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } zero with { $rings ->
        [one] { $rings } ring
       *[other] { $rings } rings
    }
    [juhu] 22Juhu
   *[number] { $value }
}
    .word = { $face ->
        [juhu] Juhu
       *[other] {""}
    }
    .short = { $face ->
        [zero] { $colour ->
            [red] r
            [yellow] y
            [green] g
           *[blue] b
        }0/{ $rings }
        [juhu] 22Juhu
       *[number] { $value }
    }
    .a = { $face ->
        [zero] a { card-juhu }
        [juhu] 22Juhu
       *[number] { $value ->
            [8] an
            [11] an
            [18] an
           *[other] a
        } { $value }
    }
    .the = { $face ->
        [juhu] 22Juhu
       *[other] the { card-juhu }
    }

# Rauswurf: a value 2–20.
card-rw = { $value }
    .word = {""}
    .short = { $value }
    .a = { $value ->
        [8] an
        [11] an
        [18] an
       *[other] a
    } { $value }
    .the = the { $value }

# Help!: a number 1–11 or a special card.
card-help = { $face ->
    [joker] Joker
    [switch] Switch
    [zap] Zap
    [no] No! card
   *[number] { $value }
}
    .word = { $face ->
        [joker] Joker
        [switch] Switch
        [zap] Zap
        [no] No!
       *[number] {""}
    }
    .short = { $face ->
        [joker] Joker
        [switch] Switch
        [zap] Zap
        [no] No!
       *[number] { $value }
    }
    .a = { $face ->
        [number] { $value ->
            [8] an
            [11] an
           *[other] a
        } { $value }
       *[other] a { card-help }
    }
    .the = the { card-help }
