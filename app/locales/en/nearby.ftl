## nearby
