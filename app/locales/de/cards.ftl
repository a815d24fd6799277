## Karten. Jede Kartennachricht hat als Wert die gesprochene Bezeichnung, als .word das
## Wort auf einer Sonderkarte (leer bei den anderen), als .short die Kurzform der Hand und
## als .a und .the die Bezeichnung mit Artikel (Akkusativ).
## Argumente: $colour (red, yellow, green, blue, none), $value, $rings, $face.

card-colour-name = { $colour ->
    [red] Rot
    [yellow] Gelb
    [green] Grün
   *[blue] Blau
}

# Elfer raus!: eine Farbe und ein Wert 1–20.
card-er = { $colour ->
    [red] rote
    [yellow] gelbe
    [green] grüne
   *[blue] blaue
} { $value }
    .word = {""}
    .short = { $colour ->
        [red] ro
        [yellow] ge
        [green] gr
       *[blue] bl
    }{ $value }
    .a = eine { card-er }
    .the = die { card-er }

# Elfer raus! cards of one colour in a list, as players say a sorted hand: the colour
# once, then the values ($values, already a list: "2, 4 and 9").
card-er-group = { $colour ->
    [red] rote
    [yellow] gelbe
    [green] grüne
   *[blue] blaue
} { $values }

# 77: eine Zahlenkarte, x2 oder der Richtungswechsel.
card-ss = { $face ->
    [double] x2-Karte
    [reverse] Richtungswechsel
   *[number] { $value }
}
    .word = { $face ->
        [double] zwei Karten
        [reverse] Wechsel
       *[number] {""}
    }
    .short = { $face ->
        [double] ×2
        [reverse] ⇄
       *[number] { $value }
    }
    .a = { $face ->
        [reverse] einen Richtungswechsel
       *[other] eine { card-ss }
    }
    .the = { $face ->
        [reverse] den Richtungswechsel
       *[other] die { card-ss }
    }

# 22Juhu: eine Zahl 1–21, 22Juhu oder eine Nullkarte einer Farbe mit 1–4 Ringen.
card-juhu = { $face ->
    [zero] { $colour ->
        [red] rote
        [yellow] gelbe
        [green] grüne
       *[blue] blaue
    } Null mit { $rings ->
        [one] { $rings } Ring
       *[other] { $rings } Ringen
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
            [red] ro
            [yellow] ge
            [green] gr
           *[blue] bl
        }0/{ $rings }
        [juhu] 22Juhu
       *[number] { $value }
    }
    .a = { $face ->
        [juhu] 22Juhu
       *[other] eine { card-juhu }
    }
    .the = { $face ->
        [juhu] 22Juhu
       *[other] die { card-juhu }
    }

# Rauswurf: ein Wert 2–20.
card-rw = { $value }
    .word = {""}
    .short = { $value }
    .a = eine { $value }
    .the = die { $value }

# Help!: eine Zahl 1–11 oder eine Sonderkarte.
card-help = { $face ->
    [joker] Joker
    [switch] Switch-Karte
    [zap] Zap-Karte
    [no] No!-Karte
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
        [joker] einen Joker
       *[other] eine { card-help }
    }
    .the = { $face ->
        [joker] den Joker
       *[other] die { card-help }
    }
